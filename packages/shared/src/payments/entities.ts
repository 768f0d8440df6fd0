/**
 * Shapes of payments (docs/product/plans-and-payments.md#transactions): transactions, saved cards
 * and what a checkout answers.
 */
import { z } from 'zod/mini';
import { orderPurposes, paymentFailures, refundPayoutStatuses } from './model.js';

const isoDateTime = z.string().register(z.globalRegistry, { description: 'ISO 8601 date-time' });

export const priceBreakdown = z.object({
  base: z.int(),
  periodDiscount: z.int(),
  couponDiscount: z.int(),
  total: z.int(),
});

export const transaction = z.object({
  id: z.int(),
  userId: z.int(),
  /** The student's name, so the office sees whose money it is. */
  userName: z.string(),
  /** The student's gender, for wording that agrees («وينتهي اشتراكها»). */
  userGender: z.nullable(z.int()),
  /** What the order buys (`OrderPurpose`): a plan period, one lesson, or an upgrade. */
  purpose: z.enum(orderPurposes),
  /**
   * An upgrade's order: the subscription it upgrades to `planId` and `weeklyMinutes`
   * (docs/product/plans-and-payments.md#changing-plan); null otherwise.
   */
  upgradeOf: z.nullable(z.int()),
  /** The plan bought; null for one lesson. */
  planId: z.nullable(z.int()),
  period: z.nullable(z.int()),
  /** Weekly minutes of the plan bought; null for one lesson. */
  weeklyMinutes: z.nullable(z.int()),
  /** The lesson one lesson's order pays for (docs/product/plans-and-payments.md#one-lesson). */
  lesson: z.nullable(
    z.object({
      id: z.int(),
      tutorId: z.int(),
      tutorName: z.string(),
      startsAt: isoDateTime,
      duration: z.int(),
      /** Held for the student until then while unpaid; null once booked or released. */
      heldUntil: z.nullable(isoDateTime),
      /** Booked: paid and not cancelled since. */
      booked: z.boolean(),
    }),
  ),
  provider: z.string(),
  /**
   * Taken on the provider's own hosted checkout page, which showed the student its kiosk reference
   * or wallet step; otherwise our payment page shows them.
   */
  hostedPage: z.boolean(),
  /** A `PaymentType`. */
  paymentType: z.int(),
  /** A `TransactionStatus` (docs/product/plans-and-payments.md#transaction-states). */
  status: z.int(),
  merchantRef: z.string(),
  /** The provider's reference; for a kiosk payment, the number paid at the kiosk. */
  providerRef: z.nullable(z.string()),
  price: priceBreakdown,
  /** What the student pays, in piasters (the price's total). */
  amount: z.int(),
  refundedAmount: z.int(),
  couponCode: z.nullable(z.string()),
  currency: z.string(),
  /** An unpaid order ends then (a kiosk reference's expiry). */
  expiresAt: z.nullable(isoDateTime),
  paidAt: z.nullable(isoDateTime),
  subscriptionId: z.nullable(z.int()),
  /** The provider's own words on a refused order, or why money started nothing (Processed). */
  failureReason: z.nullable(z.string()),
  /**
   * Why an order ended unpaid, from a fixed set (`PaymentFailure`): a Failed order, and a kiosk
   * reference that expired; null otherwise.
   */
  failure: z.nullable(z.enum(paymentFailures)),
  /**
   * An installment order: the bank's schedule the student chose. The bank charges `total` (its fees
   * included) in `months` payments of `monthly`; Darsak receives `amount`.
   */
  installments: z.nullable(
    z.object({
      bank: z.string(),
      bankEn: z.nullable(z.string()),
      months: z.int(),
      monthly: z.int(),
      total: z.int(),
    }),
  ),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Transaction = z.infer<typeof transaction>;

/**
 * Money refunded from an order paid in cash, sent by an admin to the student's wallet or bank
 * account (docs/product/plans-and-payments.md#cash-refunds).
 */
export const refundPayout = z.object({
  id: z.int(),
  transactionId: z.int(),
  /** The order's reference, as the student's payments and the office know it. */
  merchantRef: z.string(),
  userId: z.int(),
  userName: z.string(),
  /** Piasters. */
  amount: z.int(),
  status: z.enum(refundPayoutStatuses),
  /** A `WithdrawMethod` (wallet or bank) once the student said where; null before. */
  method: z.nullable(z.int()),
  /** The wallet's number (+20…). */
  phone: z.nullable(z.string()),
  bank: z.nullable(z.string()),
  /** The IBAN or the account's number. */
  accountNumber: z.nullable(z.string()),
  /** The account holder's name. */
  receiver: z.nullable(z.string()),
  /** The transfer's reference, once paid. */
  reference: z.nullable(z.string()),
  /** Why the last transfer failed, as the admin wrote it. */
  failureNote: z.nullable(z.string()),
  paidBy: z.nullable(z.object({ id: z.int(), name: z.string() })),
  paidAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type RefundPayout = z.infer<typeof refundPayout>;

/**
 * Who bought and who sold, as a paid order's receipt names them (decision 046). The buyer's phone
 * only once confirmed; the seller's details only as the server's configuration holds them.
 */
export const receiptParties = z.object({
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  seller: z.object({
    legalName: z.nullable(z.string()),
    address: z.nullable(z.string()),
    taxRegistration: z.nullable(z.string()),
    commercialRegistration: z.nullable(z.string()),
    /** Where the buyer writes about the payment (the support address). */
    email: z.string(),
  }),
});
export type ReceiptParties = z.infer<typeof receiptParties>;

/** What the student does next after starting a payment. */
export const paymentNext = z.discriminatedUnion('kind', [
  /** Go to the provider's page: the hosted card form or the card's 3-D Secure step. */
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  /** Pay this reference at a kiosk of the provider's network before it expires. */
  z.object({ kind: z.literal('kiosk'), reference: z.string(), expiresAt: isoDateTime }),
  /** Approve the request the wallet sent to this phone (or open the provider's link). */
  z.object({ kind: z.literal('wallet'), phone: z.string(), approveUrl: z.nullable(z.string()) }),
]);
export type PaymentNext = z.infer<typeof paymentNext>;

export const checkoutAnswer = z.object({ transaction, next: paymentNext });
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

/** A bank installment plan the provider offers for an amount (piasters). */
export const installmentPlan = z.object({
  id: z.string(),
  /** The bank's name as the provider gives it (perhaps in Arabic only). */
  bank: z.string(),
  /** Its English name, known by the provider's bank code; null: say `bank` (decision 046). */
  bankEn: z.nullable(z.string()),
  months: z.int(),
  /** What the student pays each month, and in all (with the bank's fees). */
  monthly: z.int(),
  total: z.int(),
});
export type InstallmentPlan = z.infer<typeof installmentPlan>;

/** Something of each way of paying. */
const perWay = <T extends z.core.SomeType>(value: T) =>
  z.object({ card: value, wallet: value, kiosk: value, installments: value });
/**
 * How each way of paying is served here: by which provider, and whether on its own hosted page
 * (the student gives the details there) or through this checkout's form; whether the card form
 * offers saved cards; and the installment plans for the amount.
 */
export const checkoutOptions = z.object({
  providers: perWay(z.string()),
  hostedPage: perWay(z.boolean()),
  savedCards: z.boolean(),
  installmentPlans: z.array(installmentPlan),
});
export type CheckoutOptions = z.infer<typeof checkoutOptions>;

export const savedCard = z.object({
  token: z.string(),
  /** The last four digits. */
  lastFour: z.string(),
  brand: z.string(),
  expiry: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;

export const coupon = z.object({
  id: z.int(),
  code: z.string(),
  /** Percent off the discounted period price. */
  discount: z.int(),
  expiresAt: isoDateTime,
  /** How many orders may use it in all; null: no limit. */
  maxUses: z.nullable(z.int()),
  /** Orders holding or having used it. */
  uses: z.int(),
  createdAt: isoDateTime,
});
export type Coupon = z.infer<typeof coupon>;

/** What a student sees of a coupon at checkout. */
export const couponPreview = z.object({
  code: z.string(),
  discount: z.int(),
  expiresAt: isoDateTime,
});
export type CouponPreview = z.infer<typeof couponPreview>;

/**
 * Upgrading a plan in force to a larger one (docs/product/plans-and-payments.md#changing-plan):
 * each larger plan the student may buy with its prorated price and this week's minutes after it;
 * or why the plan cannot be upgraded now.
 */
export const upgradeOptions = z.object({
  subscriptionId: z.int(),
  refusal: z.nullable(z.enum(['upgrade-not-allowed', 'subscription-paused'])),
  /** The plan's period, which an upgrade keeps, and its weekly minutes now. */
  period: z.int(),
  weeklyMinutes: z.int(),
  /** The change begins at this quota week's start (or the plan's, if later); the end stays. */
  from: isoDateTime,
  endsAt: isoDateTime,
  choices: z.array(
    z.object({
      planId: z.int(),
      weeklyMinutes: z.int(),
      /** Piasters, rounded up; a choice under 1 EGP is not offered. */
      price: z.int(),
      /** This quota week's minutes left once upgraded. */
      remainingThisWeek: z.int(),
    }),
  ),
});
export type UpgradeOptions = z.infer<typeof upgradeOptions>;
