/**
 * The payments part of the demo data: earlier plans the demo students bought, so the
 * admin's transactions and a student's payments screen are not empty after `npm start`. Each paid
 * order bought a plan period that has ended (the plans in force now are the ones marketplace.ts
 * grants), one was refunded in full when its plan was cancelled, one in part, and one kiosk
 * reference expired unpaid. The sandbox provider never saw these orders: they are history only.
 */
import {
  addZonedMonths,
  checkoutPrice,
  DEFAULT_TIME_ZONE,
  PaymentType,
  PlanPeriod,
  planPeriodMonths,
  TransactionStatus,
} from '@darsak/shared';
import type { Tx } from '../src/db/client.js';
import { paymentCredits, plans, subscriptions, transactions } from '../src/db/schema.js';
import type { PaymentWay } from '../src/infra/payments/gateway.js';
import { defaultProviderOf } from '../src/infra/payments/registry.js';

const DAY_MS = 24 * 3_600_000;

const ways: Record<PaymentType, PaymentWay> = {
  [PaymentType.Card]: 'card',
  [PaymentType.EWallet]: 'wallet',
  [PaymentType.BankInstallment]: 'installments',
  [PaymentType.CashKiosk]: 'kiosk',
};

type PastOrder = {
  student: number;
  /** The plan by its weekly minutes. */
  minutes: number;
  period: typeof PlanPeriod.Month | typeof PlanPeriod.Quarter | typeof PlanPeriod.Year;
  paymentType: PaymentType;
  daysAgo: number;
  status: TransactionStatus;
  /** For a partial refund: the days of the plan used before it was cancelled. */
  usedDays?: number;
};

const pastOrders: PastOrder[] = [
  {
    student: 0,
    minutes: 60,
    period: PlanPeriod.Month,
    paymentType: PaymentType.Card,
    daysAgo: 130,
    status: TransactionStatus.Paid,
  },
  {
    student: 0,
    minutes: 120,
    period: PlanPeriod.Month,
    paymentType: PaymentType.CashKiosk,
    daysAgo: 95,
    status: TransactionStatus.Refunded,
    usedDays: 1,
  },
  {
    student: 0,
    minutes: 120,
    period: PlanPeriod.Month,
    paymentType: PaymentType.EWallet,
    daysAgo: 60,
    status: TransactionStatus.Paid,
  },
  {
    student: 0,
    minutes: 120,
    period: PlanPeriod.Month,
    paymentType: PaymentType.CashKiosk,
    daysAgo: 33,
    status: TransactionStatus.Expired,
  },
  {
    student: 1,
    minutes: 230,
    period: PlanPeriod.Quarter,
    paymentType: PaymentType.Card,
    daysAgo: 150,
    status: TransactionStatus.PartialRefunded,
    usedDays: 21,
  },
  {
    student: 1,
    minutes: 120,
    period: PlanPeriod.Month,
    paymentType: PaymentType.Card,
    daysAgo: 45,
    status: TransactionStatus.Paid,
  },
  {
    student: 2,
    minutes: 60,
    period: PlanPeriod.Month,
    paymentType: PaymentType.EWallet,
    daysAgo: 70,
    status: TransactionStatus.Paid,
  },
  {
    student: 3,
    minutes: 120,
    period: PlanPeriod.Month,
    paymentType: PaymentType.Card,
    daysAgo: 40,
    status: TransactionStatus.Failed,
  },
];

export const seedPayments = async (
  tx: Tx,
  studentIds: number[],
  options: { now: Date; timeZone?: string },
): Promise<void> => {
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const planRows = await tx.select().from(plans);
  for (const [index, order] of pastOrders.entries()) {
    const userId = studentIds[order.student];
    const plan = planRows.find((p) => p.weeklyMinutes === order.minutes);
    if (userId === undefined || !plan) continue;
    const price = checkoutPrice(plan, order.period);
    const createdAt = new Date(options.now.getTime() - order.daysAgo * DAY_MS);
    const paid = (
      [
        TransactionStatus.Paid,
        TransactionStatus.Refunded,
        TransactionStatus.PartialRefunded,
      ] as number[]
    ).includes(order.status);
    const endsAt = addZonedMonths(createdAt, planPeriodMonths[order.period], zone);
    const cancelledAt =
      order.usedDays === undefined ? null : new Date(createdAt.getTime() + order.usedDays * DAY_MS);
    // A partial refund gives back the unused whole weeks' share (decision 025).
    const refundedAmount =
      order.status === TransactionStatus.Refunded
        ? price.total
        : order.status === TransactionStatus.PartialRefunded && cancelledAt
          ? Math.floor(
              (price.total *
                Math.floor((endsAt.getTime() - cancelledAt.getTime()) / (7 * DAY_MS)) *
                7 *
                DAY_MS) /
                (endsAt.getTime() - createdAt.getTime()),
            )
          : 0;
    const [row] = await tx
      .insert(transactions)
      .values({
        userId,
        planId: plan.id,
        period: order.period,
        weeklyMinutes: plan.weeklyMinutes,
        // Taken by the provider that serves the way by default, as a server with no
        // PAYMENT_PROVIDERS would have.
        provider: defaultProviderOf(ways[order.paymentType])!,
        paymentType: order.paymentType,
        status: order.status,
        merchantRef: `90000000000${String(10000 + index)}`,
        providerRef:
          paid || order.paymentType === PaymentType.CashKiosk
            ? `77${String(1000000 + index)}`
            : null,
        baseAmount: price.base,
        periodDiscount: price.periodDiscount,
        couponDiscount: 0,
        amount: price.total,
        refundedAmount,
        expiresAt: new Date(
          createdAt.getTime() +
            (order.paymentType === PaymentType.CashKiosk ? 2 * DAY_MS : 30 * 60_000),
        ),
        paidAt: paid ? new Date(createdAt.getTime() + 10 * 60_000) : null,
        failureReason:
          order.status === TransactionStatus.Failed
            ? 'Issuer bank is unwilling to accept the transaction'
            : null,
        // Why it ended unpaid (docs/product/plans-and-payments.md#why-a-payment-failed).
        failure:
          order.status === TransactionStatus.Failed
            ? 'card-declined'
            : order.status === TransactionStatus.Expired &&
                order.paymentType === PaymentType.CashKiosk
              ? 'reference-expired'
              : null,
        createdAt,
        updatedAt: cancelledAt ?? createdAt,
      })
      .returning({ id: transactions.id });
    if (!paid) continue;
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId,
        planId: plan.id,
        period: order.period,
        weeklyMinutes: plan.weeklyMinutes,
        startsAt: new Date(createdAt.getTime() + 10 * 60_000),
        endsAt,
        cancelledAt,
        createdAt,
      })
      .returning({ id: subscriptions.id });
    await tx
      .insert(paymentCredits)
      .values({ transactionId: row!.id, subscriptionId: subscription!.id, amount: price.total });
  }
};
