// @vitest-environment jsdom
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithdrawMethod } from '@darsak/shared';
import { WithdrawDestination } from '../src/components/withdraw-destination.js';
import { I18nProvider } from '../src/i18n/provider.js';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };

afterEach(cleanup);

const none = { phone: null, bank: null, accountNumber: null, receiver: null, username: null };

const shown = (
  language: 'ar' | 'en',
  invoice: Parameters<typeof WithdrawDestination>[0]['invoice'],
) => {
  const { container } = render(
    createElement(I18nProvider, {
      language,
      messages: language === 'ar' ? ar : en,
      setLanguage: () => {},
      children: createElement(WithdrawDestination, { invoice }),
    }),
  );
  return container.querySelector('bdi')!;
};

describe('where a withdrawal goes, as the tutor and the back office show it', () => {
  it('writes a wallet number as people write it, in the page’s digits, left to right', () => {
    const wallet = { ...none, method: WithdrawMethod.Wallet, phone: '+201001234567' };
    const arabic = shown('ar', wallet);
    expect(arabic.textContent).toBe('٠١٠٠١٢٣٤٥٦٧');
    expect(arabic.getAttribute('dir')).toBe('ltr');
    cleanup();
    expect(shown('en', wallet).textContent).toBe('01001234567');
  });

  it('names the bank and writes its account number in the page’s digits', () => {
    const bank = {
      ...none,
      method: WithdrawMethod.Bank,
      bank: 'NBE',
      accountNumber: '1234567890',
      receiver: 'منى السيد',
    };
    expect(shown('ar', bank).textContent).toBe(
      'البنك الأهلي المصري، \u2066١٢٣٤٥٦٧٨٩٠\u2069، منى السيد',
    );
    cleanup();
    // The Arabic comma parts the number from its neighbours: «·» beside Arabic digits reads as «٠».
    expect(shown('en', bank).textContent).toBe(
      'National Bank of Egypt · \u20661234567890\u2069 · منى السيد',
    );
  });

  it('shows an InstaPay address as written', () => {
    expect(
      shown('ar', { ...none, method: WithdrawMethod.InstantPayment, username: 'mona@instapay' })
        .textContent,
    ).toBe('mona@instapay');
  });
});
