/** Orders as the API answers them, with what a test changes given as overrides. */
import { PaymentType, PlanPeriod, TransactionStatus, type Transaction } from '@darsak/shared';

/** A student's unpaid order for a quarter of 120 minutes a week, taken through our checkout. */
export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 91,
  userId: 7,
  userName: 'منى السيد',
  userGender: 2,
  planId: 5,
  period: PlanPeriod.Quarter,
  weeklyMinutes: 120,
  provider: 'fawry',
  hostedPage: false,
  paymentType: PaymentType.Card,
  status: TransactionStatus.New,
  merchantRef: '4837261950183746',
  providerRef: null,
  price: { base: 540_000, periodDiscount: 81_000, couponDiscount: 0, total: 459_000 },
  amount: 459_000,
  refundedAmount: 0,
  couponCode: null,
  currency: 'EGP',
  expiresAt: '2026-03-10T10:00:00.000Z',
  paidAt: null,
  subscriptionId: null,
  failureReason: null,
  failure: null,
  installments: null,
  createdAt: '2026-03-08T10:00:00.000Z',
  updatedAt: '2026-03-08T10:00:00.000Z',
  ...overrides,
});
