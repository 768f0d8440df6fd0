// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneField, TextareaField, TextField } from '../src/components/fields.js';
import { GenderChoice } from '../src/components/profile-fields.js';
import { I18nProvider } from '../src/i18n/provider.js';
import ar from '../src/locales/ar.json' with { type: 'json' };

const inArabic = (children: ReactNode) =>
  createElement(I18nProvider, { language: 'ar', messages: ar, setLanguage: () => {}, children });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A text field showing `error`; the words it says. */
const said = (error: string) => {
  render(
    inArabic(createElement(TextField, { label: 'الاسم', value: '', onChange: () => {}, error })),
  );
  return screen.getByRole('alert').textContent;
};

describe('a field’s error is a catalogue code, said once by the field', () => {
  it('says the code’s message, with no key around it', () => {
    render(
      inArabic(
        createElement(TextareaField, {
          label: 'ملاحظات',
          value: '',
          onChange: () => {},
          error: 'note-too-short',
        }),
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('الملاحظة قصيرة جداً.');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('never shows «error.<words>» when words are given instead of a code, and says why', () => {
    const complaint = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown = said('هذا الحقل مطلوب.');
    expect(shown).not.toContain('error.');
    expect(shown).toBe(ar['error.invalid-value']);
    expect(complaint).toHaveBeenCalledWith(expect.stringContaining('catalogue code'));
  });

  it('reads a code the catalogue lacks as «not valid» rather than as a key', () => {
    expect(said('no-such-code')).toBe(ar['error.invalid-value']);
  });

  it('holds for choice cards too', () => {
    render(
      inArabic(createElement(GenderChoice, { value: '', onChange: () => {}, error: 'required' })),
    );
    expect(screen.getByRole('alert').textContent).toBe('هذا الحقل مطلوب.');
  });
});

describe('the phone field', () => {
  const phone = (value: string) =>
    render(inArabic(createElement(PhoneField, { value, onChange: () => {} })));

  it('shows a saved number as its hint describes it, «٠١…», in the page’s digits', () => {
    phone('+201012345678');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('٠١٠١٢٣٤٥٦٧٨');
    expect(screen.getByText('رقم موبايل مصري من ١١ رقماً يبدأ بـ ٠١')).toBeTruthy();
  });

  it('leaves a number being typed as it is', () => {
    phone('+2010');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('+٢٠١٠');
  });
});
