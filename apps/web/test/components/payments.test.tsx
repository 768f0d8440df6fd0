import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatMoney, PaymentType, routes, TransactionStatus } from '@darsak/shared';
import PaymentsPage from '../../src/features/payments/routes/payments.js';
import { aStudent } from './fixtures.js';
import { aRefundPayout, aTransaction, noPlan } from './payment-fixtures.js';
import { api, renderScreen } from './render.js';

/** A kiosk order refunded in full: its money goes back as a cash refund an admin transfers. */
const refundedOrder = aTransaction({
  paymentType: PaymentType.CashKiosk,
  status: TransactionStatus.Refunded,
  refundedAmount: 459_000,
});

/** The line's words, with the bidi marks the page's formatting puts around figures left out. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, '');
const line = (element: Element) => plain(element.textContent!);
const amount = plain(formatMoney(459_000, 'ar-EG'));

const openPayments = async (payout: ReturnType<typeof aRefundPayout>, language?: 'en') => {
  api.on(routes.userSubscriptions, noPlan);
  api.on(routes.listTransactions, { list: [refundedOrder], total: 1 });
  api.on(routes.listRefundPayouts, { list: [payout], total: 1, waiting: 0 });
  api.on(routes.listCardTokens, []);
  await renderScreen(<PaymentsPage />, { signedInAs: aStudent(), language });
  const orders = (await screen.findByRole('heading', { name: /^(العمليات|Transactions)$/ }))
    .parentElement!;
  return within(orders);
};

describe('a cash refund on the student’s orders list', () => {
  it('says the money is to be sent while the transfer is awaited', async () => {
    const orders = await openPayments(aRefundPayout({ status: 'requested' }));
    expect(line(await orders.findByText(/^سنرسل لك/))).toBe(`سنرسل لك ${amount}`);
    expect(orders.queryByText(/رُدّ لك/)).toBeNull();
  });

  it('says it was refunded once the transfer is paid', async () => {
    const orders = await openPayments(
      aRefundPayout({ status: 'paid', reference: 'NBE-1', paidAt: '2026-03-10T10:00:00.000Z' }),
    );
    expect(line(await orders.findByText(/^رُدّ لك/))).toBe(`رُدّ لك ${amount}`);
    expect(orders.queryByText(/سنرسل لك/)).toBeNull();
  });

  it('says the same in English', async () => {
    const orders = await openPayments(aRefundPayout({ status: 'details-needed' }), 'en');
    expect(line(await orders.findByText(/to be sent to you$/))).toBe(
      `${plain(formatMoney(459_000, 'en'))} to be sent to you`,
    );
  });
});
