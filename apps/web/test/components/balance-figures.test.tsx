import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatMoney } from '@darsak/shared';
import { BalanceFigures } from '../../src/components/money/balance-figures.js';
import { aTutor } from './fixtures.js';
import { renderScreen } from './render.js';

const figures = { earned: 10_000, pending: 10_000, withdrawn: 20_000 };

describe('a tutor’s balance figures', () => {
  it('show a balance below zero with its minus sign, why, and that new earnings cover it', async () => {
    await renderScreen(<BalanceFigures balance={{ ...figures, available: -20_000 }} />, {
      signedInAs: aTutor(),
    });
    const available = screen.getByText('المتاح للسحب').nextElementSibling!;
    expect(available.textContent).toBe(formatMoney(-20_000, 'ar-EG'));
    expect(
      screen.getByText(/^رصيدك المتاح أقل من صفر بـ .*تغطي أرباحك القادمة هذا المبلغ أولاً/),
    ).toBeTruthy();
  });

  it('say nothing more while the balance is zero or above', async () => {
    await renderScreen(<BalanceFigures balance={{ ...figures, available: 0 }} />, {
      signedInAs: aTutor(),
    });
    expect(screen.queryByText(/أقل من صفر/)).toBeNull();
  });
});
