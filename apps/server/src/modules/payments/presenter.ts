/** Turns transaction rows into the shape of packages/shared. */
import type { Transaction } from '@darsak/shared';
import { englishBankName } from '../../infra/payments/banks.js';
import { providerNamed } from '../../infra/payments/registry.js';
import type { TransactionView } from './repository.js';

export const presentTransaction = (row: TransactionView): Transaction => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  userGender: row.userGender,
  purpose: row.purpose,
  upgradeOf: row.upgradeOf,
  planId: row.planId,
  period: row.period,
  weeklyMinutes: row.weeklyMinutes,
  lesson: row.lesson && {
    id: row.lesson.id,
    tutorId: row.lesson.tutorId,
    tutorName: row.lesson.tutorName,
    startsAt: row.lesson.startsAt.toISOString(),
    duration: row.lesson.duration,
    heldUntil:
      row.lesson.cancelledAt === null ? (row.lesson.heldUntil?.toISOString() ?? null) : null,
    booked: row.lesson.cancelledAt === null && row.lesson.heldUntil === null,
  },
  provider: row.provider,
  hostedPage: providerNamed(row.provider)?.capabilities.hostedPage ?? false,
  paymentType: row.paymentType,
  status: row.status,
  merchantRef: row.merchantRef,
  providerRef: row.providerRef,
  price: {
    base: row.baseAmount,
    periodDiscount: row.periodDiscount,
    couponDiscount: row.couponDiscount,
    total: row.amount,
  },
  amount: row.amount,
  refundedAmount: row.refundedAmount,
  couponCode: row.couponCode,
  currency: row.currency,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  paidAt: row.paidAt?.toISOString() ?? null,
  subscriptionId: row.subscriptionId,
  failureReason: row.failureReason,
  failure: row.failure ?? null,
  installments:
    row.installmentBank !== null &&
    row.installmentMonths !== null &&
    row.installmentMonthly !== null &&
    row.installmentTotal !== null
      ? {
          bank: row.installmentBank,
          bankEn: englishBankName(row.installmentBankCode),
          months: row.installmentMonths,
          monthly: row.installmentMonthly,
          total: row.installmentTotal,
        }
      : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
