/**
 * Buying a plan: the price of a plan period with a coupon, computed once here for the
 * server and the checkout screen. The server alone decides what is charged; the screen only shows it.
 */
import { PaymentType, PlanPeriod, planPeriodMonths, TransactionStatus } from '../enums.js';
import { periodPrice } from '../money.js';

export type PriceBreakdown = {
  /** The month price times the period's months, in piasters. */
  base: number;
  /** What the period's discount takes off. */
  periodDiscount: number;
  /** What the coupon takes off the discounted price. */
  couponDiscount: number;
  /** What the student pays. */
  total: number;
};

type PricedPlan = {
  monthPrice: number;
  discountMonth: number;
  discountQuarter: number;
  discountYear: number;
};

export const periodDiscountPercent = (plan: PricedPlan, period: PlanPeriod): number =>
  period === PlanPeriod.Quarter
    ? plan.discountQuarter
    : period === PlanPeriod.Year
      ? plan.discountYear
      : plan.discountMonth;

/**
 * The price of a plan period (docs/product/plans-and-payments.md#price): base = month price ×
 * months; the period's discount and then the coupon's percent are each rounded to whole piasters
 * (half up), so the parts always add up to the total.
 */
export const checkoutPrice = (
  plan: PricedPlan,
  period: PlanPeriod,
  couponPercent = 0,
): PriceBreakdown => {
  const months = planPeriodMonths[period];
  const base = plan.monthPrice * months;
  const afterPeriod = periodPrice(plan.monthPrice, months, periodDiscountPercent(plan, period));
  const couponDiscount = Math.round((afterPeriod * couponPercent) / 100);
  return {
    base,
    periodDiscount: base - afterPeriod,
    couponDiscount,
    total: afterPeriod - couponDiscount,
  };
};

/** The period's name in addresses of the checkout: /checkout/{planId}/{period}. */
export const periodSlugs = {
  month: PlanPeriod.Month,
  quarter: PlanPeriod.Quarter,
  year: PlanPeriod.Year,
} as const;
export type PeriodSlug = keyof typeof periodSlugs;
/** A paid period's name in addresses; the month for anything else. */
export const periodSlugOf = (period: number): PeriodSlug =>
  period === PlanPeriod.Quarter ? 'quarter' : period === PlanPeriod.Year ? 'year' : 'month';
export const isPeriodSlug = (value: string | undefined): value is PeriodSlug =>
  value !== undefined && Object.prototype.hasOwnProperty.call(periodSlugs, value);

/**
 * The transitions a transaction may take (decision 012), enforced in one place by the server: an
 * unpaid order is paid, fails, expires or is cancelled; a paid one is refunded in part or in full;
 * money that arrives but cannot activate anything (the order had expired or was cancelled, or
 * another plan is in force) is recorded as Processed and waits for a refund.
 */
export const transactionTransitions: Readonly<
  Record<TransactionStatus, readonly TransactionStatus[]>
> = {
  [TransactionStatus.New]: [
    TransactionStatus.Paid,
    TransactionStatus.Failed,
    TransactionStatus.Expired,
    TransactionStatus.Canceled,
    TransactionStatus.Processed,
  ],
  [TransactionStatus.Paid]: [TransactionStatus.Refunded, TransactionStatus.PartialRefunded],
  [TransactionStatus.PartialRefunded]: [TransactionStatus.Refunded],
  [TransactionStatus.Expired]: [TransactionStatus.Processed],
  [TransactionStatus.Canceled]: [TransactionStatus.Processed],
  [TransactionStatus.Failed]: [TransactionStatus.Processed],
  [TransactionStatus.Processed]: [TransactionStatus.Refunded],
  [TransactionStatus.Refunded]: [],
};

/**
 * Why an order ended unpaid, as the student is told it
 * (docs/product/plans-and-payments.md#why-a-payment-failed): each provider's gateway maps what its
 * callback says to one of these. `card-declined`: the bank refused the card; `secure-code`: the
 * 3-D Secure step failed (a wrong code); `wallet-refused`: a wrong wallet PIN, or the wallet
 * refused; `insufficient-funds`: when the provider says so; `reference-expired`: a kiosk
 * reference was not paid in time; `other`: anything else.
 */
export const paymentFailures = [
  'card-declined',
  'secure-code',
  'wallet-refused',
  'insufficient-funds',
  'reference-expired',
  'other',
] as const;
export type PaymentFailure = (typeof paymentFailures)[number];

export const canMoveTransaction = (from: TransactionStatus, to: TransactionStatus): boolean =>
  transactionTransitions[from].includes(to);

/**
 * How many lessons a student may have had (or booked) under a paid plan and still cancel it with a
 * refund (decision 025); one more and cancelling answers subscription-uncancellable.
 */
export const CANCEL_MAX_LESSONS = 2;

const WEEK_MS = 7 * 24 * 3_600_000;

type Paused = readonly { startsAt: Date; endsAt: Date }[] | undefined;

/**
 * A plan's length from `startsAt` to `endsAt`, and what is left of it from `from`, both in
 * milliseconds without the time its pauses cover: a pause moved the end and gave no minutes.
 */
const planTime = (startsAt: Date, endsAt: Date, from: number, paused: Paused) => {
  const end = endsAt.getTime();
  const pausedWithin = (a: number, b: number) =>
    (paused ?? []).reduce(
      (sum, p) =>
        sum + Math.max(0, Math.min(b, p.endsAt.getTime()) - Math.max(a, p.startsAt.getTime())),
      0,
    );
  return {
    length: end - startsAt.getTime() - pausedWithin(startsAt.getTime(), end),
    left: end - from - pausedWithin(from, end),
  };
};

/**
 * The refund of cancelling a paid plan at `now` (decision 025): the whole weeks left before it
 * ends, each worth its share of what was paid over the plan's whole length, rounded down to whole
 * piasters, and never more than what is left to refund. A pause's weeks are neither length nor
 * time left: they moved the end, and gave no minutes
 * (docs/product/plans-and-payments.md#cancellation-refund).
 */
export const cancellationRefund = (input: {
  paid: number;
  alreadyRefunded: number;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  paused?: readonly { startsAt: Date; endsAt: Date }[];
}): { refund: number; unusedWeeks: number } => {
  const from = Math.max(input.now.getTime(), input.startsAt.getTime());
  const { length, left } = planTime(input.startsAt, input.endsAt, from, input.paused);
  if (length <= 0 || left <= 0) return { refund: 0, unusedWeeks: 0 };
  const unusedWeeks = Math.floor(left / WEEK_MS);
  const share = Math.min(1, (unusedWeeks * WEEK_MS) / length);
  const refund = Math.min(Math.floor(input.paid * share), input.paid - input.alreadyRefunded);
  return { refund: Math.max(0, refund), unusedWeeks };
};

/**
 * The price of upgrading a plan in force to a larger one
 * (docs/product/plans-and-payments.md#changing-plan): the new plan's price for the plan's period
 * less what the plan in force cost, times the share of the plan left from this quota week's start
 * (the plan's start, when it began this week), paused time counting neither in the plan nor in
 * what is left, as for the cancellation refund. Rounded up to whole piasters; zero when nothing is
 * left or the new plan costs no more. `from` is where the change begins: the weeks it covers.
 */
export const upgradePrice = (input: {
  /** The new plan's price for the subscription's period, without a coupon. */
  newPrice: number;
  /** What the plan in force cost for that period. */
  paid: number;
  startsAt: Date;
  endsAt: Date;
  /** The current quota week's start. */
  weekStart: Date;
  paused?: readonly { startsAt: Date; endsAt: Date }[];
}): { price: number; from: Date } => {
  const from = Math.max(input.weekStart.getTime(), input.startsAt.getTime());
  const { length, left } = planTime(input.startsAt, input.endsAt, from, input.paused);
  const difference = input.newPrice - input.paid;
  if (length <= 0 || left <= 0 || difference <= 0) return { price: 0, from: new Date(from) };
  // Exact ceiling in whole numbers: piasters times milliseconds pass 2^53.
  const share = BigInt(Math.min(left, length));
  const price = (BigInt(difference) * share + BigInt(length) - 1n) / BigInt(length);
  return { price: Number(price), from: new Date(from) };
};

/**
 * Where a cash refund stands (docs/product/plans-and-payments.md#cash-refunds): `details-needed`
 * until the student says where the money goes, `requested` while an admin is to send it, `paid`
 * with the transfer's reference, `failed` when the transfer did not go through and the student is
 * asked again.
 */
export const refundPayoutStatuses = ['details-needed', 'requested', 'paid', 'failed'] as const;
export type RefundPayoutStatus = (typeof refundPayoutStatuses)[number];

/** The states in which the student gives where the money goes: never while it may be on its way. */
export const payoutAwaitsStudent = (status: RefundPayoutStatus): boolean =>
  status === 'details-needed' || status === 'failed';

/**
 * Whether an order's money came in cash at a kiosk: no provider returns it, so its refunds are sent
 * by an admin to the student's wallet or bank (docs/product/plans-and-payments.md#cash-refunds).
 */
export const paidInCash = (order: { paymentType: number }): boolean =>
  order.paymentType === PaymentType.CashKiosk;

/**
 * What an order buys: a plan period, one lesson by a student without a plan in force
 * (docs/product/plans-and-payments.md#one-lesson), or the upgrade of a plan in force to a larger
 * one (#changing-plan). The database lists the same values.
 */
export const orderPurposes = ['plan', 'lesson', 'upgrade'] as const;
export type OrderPurpose = (typeof orderPurposes)[number];
