/**
 * Payments: orders and what the providers said about them. Money moves once: a
 * transaction is credited by one row of payment_credits (unique per transaction and per
 * subscription), its status only takes the transitions of decision 012, and a coupon is redeemed
 * once per student.
 */
import { sql } from 'drizzle-orm';
import {
  orderPurposes,
  paymentFailures,
  refundPayoutStatuses,
  type OrderPurpose,
  type PaymentFailure,
  type RefundPayoutStatus,
} from '@darsak/shared';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { plans, subscriptions } from './plans.js';
import { lessons } from './scheduling.js';
import { users } from './users.js';

const time = () => timestamp({ withTimezone: true });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A coupon (docs/product/plans-and-payments.md#coupons): a percent off, until its expiry,
 * optionally up to a number of uses.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    discount: integer().notNull(),
    expiresAt: time().notNull(),
    maxUses: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    check('coupons_discount_check', sql`${t.discount} between 1 and 100`),
    check('coupons_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

/**
 * An order to buy a plan period, or one lesson (docs/product/plans-and-payments.md#one-lesson):
 * written before the provider is called.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What it buys, one of `orderPurposes`. */
    purpose: text().$type<OrderPurpose>().notNull().default('plan'),
    planId: integer().references(() => plans.id, { onDelete: 'restrict' }),
    period: smallint(),
    weeklyMinutes: integer(),
    /** The lesson one lesson's order pays for, held while the order is unpaid. */
    lessonId: integer().references(() => lessons.id, { onDelete: 'restrict' }),
    /**
     * An upgrade's order: the subscription it upgrades to `planId`, and the plan it was priced
     * from (docs/product/plans-and-payments.md#changing-plan); paid while the subscription is no
     * longer on that plan, it changes nothing.
     */
    upgradeOf: integer().references(() => subscriptions.id, { onDelete: 'restrict' }),
    upgradeFrom: integer().references(() => plans.id, { onDelete: 'restrict' }),
    provider: text().notNull(),
    paymentType: smallint().notNull(),
    status: smallint().notNull().default(0),
    /** Our unique reference for the order, sent to the provider. */
    merchantRef: text().notNull(),
    /** The provider's reference (the kiosk number for cash payments). */
    providerRef: text(),
    baseAmount: integer().notNull(),
    periodDiscount: integer().notNull(),
    couponDiscount: integer().notNull().default(0),
    amount: integer().notNull(),
    refundedAmount: integer().notNull().default(0),
    /**
     * What of refundedAmount the provider returned; the rest are the order's refund payouts
     * (the migration's trigger holds refundedAmount = this + their sum at each commit).
     */
    refundedByProvider: integer().notNull().default(0),
    currency: text().notNull().default('EGP'),
    couponId: integer().references(() => coupons.id, { onDelete: 'restrict' }),
    /** Card orders: the provider may keep the card for next time. */
    saveCard: boolean().notNull().default(false),
    expiresAt: time(),
    paidAt: time(),
    failureReason: text(),
    /**
     * Why it ended unpaid, one of `paymentFailures`
     * (docs/product/plans-and-payments.md#why-a-payment-failed); the provider's words stay in
     * failureReason.
     */
    failure: text().$type<PaymentFailure>(),
    /**
     * Installment orders: the bank's plan the student chose, as the provider offered it
     * (docs/product/plans-and-payments.md#receipts). The bank charges `installmentTotal` in
     * `installmentMonths` payments of `installmentMonthly`; Darsak receives `amount`.
     */
    installmentBank: text(),
    installmentBankCode: text(),
    installmentMonths: smallint(),
    installmentMonthly: integer(),
    installmentTotal: integer(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transactions_merchant_ref_unique').on(t.merchantRef),
    uniqueIndex('transactions_provider_ref_unique').on(t.provider, t.providerRef),
    uniqueIndex('transactions_lesson_unique').on(t.lessonId),
    index('transactions_user_idx').on(t.userId, t.createdAt),
    index('transactions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0`),
    check('transactions_status_check', sql`${t.status} between 0 and 7`),
    check('transactions_period_check', sql`${t.period} between 0 and 2`),
    check(
      'transactions_purpose_check',
      sql`${t.purpose} in (${sql.raw(orderPurposes.map((p) => `'${p}'`).join(', '))})`,
    ),
    // A plan order names its plan and period; one lesson's order names its lesson, and nothing else.
    check(
      'transactions_purpose_parts_check',
      sql`(${t.planId} is not null and ${t.period} is not null and ${t.weeklyMinutes} is not null) = (${t.purpose} <> 'lesson') and (${t.lessonId} is not null) = (${t.purpose} = 'lesson')`,
    ),
    // An upgrade's order names the subscription it upgrades and the plan it was priced from.
    check(
      'transactions_upgrade_parts_check',
      sql`(${t.upgradeOf} is not null and ${t.upgradeFrom} is not null) = (${t.purpose} = 'upgrade') and (${t.upgradeOf} is null) = (${t.upgradeFrom} is null)`,
    ),
    check('transactions_type_check', sql`${t.paymentType} between 0 and 3`),
    check('transactions_provider_check', sql`${t.provider} in ('fawry', 'paymob')`),
    check(
      'transactions_failure_check',
      sql`${t.failure} is null or ${t.failure} in (${sql.raw(paymentFailures.map((f) => `'${f}'`).join(', '))})`,
    ),
    check(
      'transactions_amount_check',
      sql`${t.amount} > 0 and ${t.amount} = ${t.baseAmount} - ${t.periodDiscount} - ${t.couponDiscount}`,
    ),
    check(
      'transactions_refund_check',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    check(
      'transactions_installments_check',
      sql`(${t.installmentMonths} is null and ${t.installmentMonthly} is null and ${t.installmentTotal} is null and ${t.installmentBank} is null and ${t.installmentBankCode} is null) or (${t.paymentType} = 2 and ${t.installmentBank} is not null and ${t.installmentMonths} > 0 and ${t.installmentMonthly} > 0 and ${t.installmentTotal} > 0)`,
    ),
    check(
      'transactions_provider_refund_check',
      sql`${t.refundedByProvider} >= 0 and ${t.refundedByProvider} <= ${t.refundedAmount}`,
    ),
    check(
      'transactions_paid_check',
      sql`(${t.status} in (1, 3, 5, 7)) = (${t.paidAt} is not null)`,
    ),
  ],
);

/**
 * The one credit a paid transaction gives: the subscription it created or upgraded, or the lesson
 * it booked. Unique per transaction, so a callback delivered ten times, or ten at once, credits
 * once whatever the code does; a subscription is bought by one order and may be upgraded by more.
 */
export const paymentCredits = pgTable(
  'payment_credits',
  {
    transactionId: integer()
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'restrict' }),
    lessonId: integer().references(() => lessons.id, { onDelete: 'restrict' }),
    amount: integer().notNull(),
    /** The order upgraded the subscription rather than bought it. */
    upgrade: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_credits_subscription_unique')
      .on(t.subscriptionId)
      .where(sql`not ${t.upgrade}`),
    check(
      'payment_credits_upgrade_check',
      sql`not ${t.upgrade} or ${t.subscriptionId} is not null`,
    ),
    uniqueIndex('payment_credits_lesson_unique').on(t.lessonId),
    check(
      'payment_credits_one_check',
      sql`(${t.subscriptionId} is null) <> (${t.lessonId} is null)`,
    ),
  ],
);

/** A coupon used by a student: once per student, held by an open order and kept by a paid one. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_user_unique').on(t.couponId, t.userId),
    uniqueIndex('coupon_redemptions_transaction_unique').on(t.transactionId),
  ],
);

/** Every callback a provider sent, verified or not, and what became of it: for reconciliation. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text().notNull(),
    merchantRef: text(),
    verified: boolean().notNull(),
    outcome: text().notNull(),
    body: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notifications_ref_idx').on(t.merchantRef, t.createdAt)],
);

/**
 * A refund of money paid in cash, which no provider can return (docs/product/plans-and-payments.md
 * #cash-refunds): an admin sends it to the wallet or bank account the student gave. Its amount
 * never changes; with the provider's refunds it makes up the order's refunded amount.
 */
export const refundPayouts = pgTable(
  'refund_payouts',
  {
    id: serial().primaryKey(),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: integer().notNull(),
    status: text().$type<RefundPayoutStatus>().notNull().default('details-needed'),
    /** WithdrawMethod: 0 wallet, 1 bank. */
    method: smallint(),
    phone: text(),
    bank: text(),
    accountNumber: text(),
    receiver: text(),
    reference: text(),
    failureNote: text(),
    paidBy: integer().references(() => users.id, { onDelete: 'set null' }),
    paidAt: time(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('refund_payouts_transaction_idx').on(t.transactionId),
    index('refund_payouts_user_idx').on(t.userId, t.createdAt),
    index('refund_payouts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested'`),
    check('refund_payouts_amount_check', sql`${t.amount} > 0`),
    check(
      'refund_payouts_status_check',
      sql`${t.status} in (${sql.raw(refundPayoutStatuses.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'refund_payouts_destination_check',
      sql`(${t.method} is null and ${t.status} = 'details-needed') or (${t.method} = 0 and ${t.phone} is not null) or (${t.method} = 1 and ${t.bank} is not null and ${t.accountNumber} is not null and ${t.receiver} is not null)`,
    ),
    // A paid refund carries its transfer's reference, who sent it and when; nothing else does.
    check(
      'refund_payouts_paid_check',
      sql`(${t.status} = 'paid') = (${t.reference} is not null and ${t.paidAt} is not null)`,
    ),
  ],
);

/**
 * A change of a subscription's plan (docs/product/plans-and-payments.md#changing-plan): from which
 * plan and weekly minutes to which, from which instant (the quota week it began in, or the plan's
 * start), and the order that paid it. Statistics read a week's minutes from here, and cancelling
 * refunds each upgrade's order over the weeks it covered. `periodPrice` is the new plan's price
 * for the period when it was paid, what the next upgrade is priced against.
 */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromPlanId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    toPlanId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    fromWeeklyMinutes: integer().notNull(),
    toWeeklyMinutes: integer().notNull(),
    fromAt: time().notNull(),
    periodPrice: integer().notNull(),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_changes_subscription_idx').on(t.subscriptionId, t.fromAt),
    uniqueIndex('subscription_changes_transaction_unique').on(t.transactionId),
    check(
      'subscription_changes_larger_check',
      sql`${t.toWeeklyMinutes} > ${t.fromWeeklyMinutes} and ${t.fromWeeklyMinutes} > 0`,
    ),
    check('subscription_changes_price_check', sql`${t.periodPrice} > 0`),
  ],
);
