/** Orders as the API answers them, with what a test changes given as overrides. */
import {
  PaymentType,
  PlanPeriod,
  TransactionStatus,
  type RefundPayout,
  type Transaction,
} from '@darsak/shared';

/** A student's unpaid order for a quarter of 120 minutes a week, taken through our checkout. */
export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 91,
  userId: 7,
  userName: 'منى السيد',
  userGender: 2,
  purpose: 'plan',
  upgradeOf: null,
  planId: 5,
  lesson: null,
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

/** A student's cash refund of an order, waiting for an admin to transfer it. */
export const aRefundPayout = (overrides: Partial<RefundPayout> = {}): RefundPayout => ({
  id: 31,
  transactionId: 91,
  merchantRef: '4837261950183746',
  userId: 7,
  userName: 'منى السيد',
  amount: 459_000,
  status: 'requested',
  method: 0,
  phone: '+201012345678',
  bank: null,
  accountNumber: null,
  receiver: null,
  reference: null,
  failureNote: null,
  paidBy: null,
  paidAt: null,
  createdAt: '2026-03-09T10:00:00.000Z',
  updatedAt: '2026-03-09T10:00:00.000Z',
  ...overrides,
});

/** What the plans API answers a student without a plan. */
export const noPlan = {
  active: null,
  quota: {
    weekStart: '2026-03-07T04:00:00.000Z',
    weekEnd: '2026-03-14T04:00:00.000Z',
    weeklyMinutes: 0,
    usedMinutes: 0,
    remainingMinutes: 0,
    weeksAhead: 0,
    subscription: null,
    paused: null,
  },
  history: [],
};
