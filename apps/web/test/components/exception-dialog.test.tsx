import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExceptionDialog } from '../../src/features/schedule/components/exception-dialog.js';
import { aTutor } from './fixtures.js';
import { renderScreen } from './render.js';

afterEach(() => vi.useRealTimers());

const open = () =>
  renderScreen(
    <ExceptionDialog editing={null} exceptions={[]} onSubmit={() => {}} onClose={() => {}} />,
    {
      signedInAs: aTutor(),
    },
  );

describe('the one-off change dialog', () => {
  it('names the dates in words, today first', async () => {
    await open();
    const date = screen.getByRole('combobox', { name: 'التاريخ' });
    const options = within(date).getAllByRole('option');
    expect(options[0]!.textContent).toMatch(/^اليوم، /);
    // Weekday and month in words, never a date in digits such as 12/07/2026.
    for (const option of options.slice(0, 10))
      expect(option.textContent).not.toMatch(/[/\d٠-٩]+\/[\d٠-٩]+/);
    expect(screen.queryByLabelText('التاريخ', { selector: 'input[type="date"]' })).toBeNull();
  });

  it('offers today only the times still to come', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: /وقت إضافي|أضف وقتاً/ }));
    const from = screen.getByRole('combobox', { name: 'من' });
    const starts = within(from)
      // Late at night no time is left today, and the list is empty.
      .queryAllByRole('option')
      .map((o) => Number((o as HTMLOptionElement).value));
    const now = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Cairo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date())
      .split(':')
      .map(Number);
    const minuteNow = now[0]! * 60 + now[1]!;
    expect(starts.every((m) => m > minuteNow)).toBe(true);
  });
});
