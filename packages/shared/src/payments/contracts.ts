/**
 * Buying plans (docs/product/plans-and-payments.md#checkout): the card and cash-kiosk provider's
 * calls under its own prefix, transactions, and the provider's server-to-server notification.
 */
import { z } from 'zod/mini';
import { PlanPeriod, Role, TransactionStatus } from '../enums.js';
import { refundPayoutStatuses } from './model.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { page } from '../api/common.js';
import {
  checkoutAnswer,
  checkoutOptions,
  coupon,
  couponPreview,
  priceBreakdown,
  receiptParties,
  refundPayout,
  savedCard,
  transaction,
  upgradeOptions,
} from './entities.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;
const students = [Role.Student] as const;

export const paymentsSchemas = () => {
  const order = {
    planId: rules.id(),
    period: z.literal([PlanPeriod.Month, PlanPeriod.Quarter, PlanPeriod.Year], {
      error: 'invalid-value',
    }),
    couponCode: z.optional(rules.couponCode),
    /**
     * Upgrade this subscription in force to the plan, for the rest of it
     * (docs/product/plans-and-payments.md#changing-plan): `period` is the subscription's, no coupon.
     */
    upgradeOf: z.optional(rules.id()),
  };
  const idParams = z.object({ id: rules.id() });
  const couponFields = {
    code: rules.couponCode,
    discount: z.pipe(rules.couponDiscount, z.int('invalid-value')),
    expiresAt: rules.couponExpiry,
    maxUses: z.optional(z.nullable(z.int('invalid-value').check(z.positive('invalid-value')))),
  };
  const byTransaction = z.object({ transactionId: rules.id() });
  return {
    quoteCheckout: {
      tag: 'payments',
      summary: 'The price of a plan period for the signed-in student, with a coupon if given.',
      query: z.object({
        ...order,
        period: z.pipe(
          z.coerce.number({ error: 'invalid-value' }),
          z.literal([PlanPeriod.Month, PlanPeriod.Quarter, PlanPeriod.Year], {
            error: 'invalid-value',
          }),
        ),
      }),
      response: priceBreakdown,
    },
    checkoutOptions: {
      tag: 'payments',
      summary:
        'Which provider serves each way of paying (PAYMENT_PROVIDERS), and the bank installment plans offered for this order’s amount.',
      query: z.object({
        ...order,
        period: z.pipe(
          z.coerce.number({ error: 'invalid-value' }),
          z.literal([PlanPeriod.Month, PlanPeriod.Quarter, PlanPeriod.Year], {
            error: 'invalid-value',
          }),
        ),
      }),
      response: checkoutOptions,
    },
    payByInstallments: {
      tag: 'payments',
      summary:
        'Pay in monthly bank installments: one of the plans offered for the amount, by card on the provider’s hosted page. Answers where to send the student.',
      body: z.object({
        ...order,
        installmentPlanId: z.string().check(z.minLength(1, 'required'), z.maxLength(64)),
      }),
      response: checkoutAnswer,
    },
    payOnProviderPage: {
      tag: 'payments',
      summary:
        'The order on the provider’s own hosted checkout page (for Paymob, an Intention and its Unified Checkout), where the provider of this way of paying takes it there: card, mobile wallet or kiosk. Answers where to send the student.',
      body: z.object({
        ...order,
        method: z.enum(['card', 'wallet', 'kiosk'], { error: 'invalid-value' }),
      }),
      response: checkoutAnswer,
    },
    paymobCallback: {
      tag: 'payments',
      summary:
        'Paymob’s transaction-processed callback, verified by the HMAC-SHA512 in its `hmac` parameter; answered 200 once recorded.',
      query: z.object({ hmac: z.string().check(z.maxLength(256)) }),
      body: z.looseObject({}),
      response: z.object({ received: z.boolean() }),
    },
    paymobRedirect: {
      tag: 'payments',
      summary:
        'The student’s browser back from Paymob (its transaction-response callback): verified by its HMAC like the callback, then sent to the order’s payment page (303).',
      query: z.looseObject({}),
      response: z.object({ received: z.boolean() }),
    },
    payByCard: {
      tag: 'payments',
      summary:
        'Pay by card: with a saved card token (and its CVV) through 3-D Secure, or a new card on the provider’s hosted page. Answers where to send the student.',
      body: z.object({
        ...order,
        cardToken: z.optional(z.string().check(z.minLength(8), z.maxLength(200))),
        cvv: z.optional(rules.cardCvv),
        saveCard: z._default(z.boolean(), true),
      }),
      response: checkoutAnswer,
    },
    payByReference: {
      tag: 'payments',
      summary: 'A reference number to pay in cash at any Fawry kiosk before it expires.',
      body: z.object(order),
      response: checkoutAnswer,
    },
    payByWallet: {
      tag: 'payments',
      summary: 'A payment request pushed to a mobile wallet (Vodafone Cash, Orange Cash, …).',
      body: z.object({ ...order, walletPhone: rules.phone }),
      response: checkoutAnswer,
    },
    upgradeOptions: {
      tag: 'subscriptions',
      summary:
        'What upgrading a paid plan in force would cost now: each larger plan the student may buy, with the prorated difference for the rest of the plan from this quota week and this week’s minutes after it; or why not (upgrade-not-allowed, subscription-paused). The upgrade is paid through the checkout’s endpoints with `upgradeOf`.',
      query: z.object({ id: rules.id() }),
      response: upgradeOptions,
    },
    buyLesson: {
      tag: 'payments',
      summary:
        'A student without a plan in force buys one 15 or 30 minute lesson at the tutor’s price, by card, mobile wallet or kiosk reference; the time is held for them until the order’s payment window ends (docs/product/plans-and-payments.md#one-lesson).',
      body: z.object({
        tutorId: rules.id(),
        startsAt: rules.lessonStart,
        duration: rules.lessonDuration,
        way: z.enum(['card', 'wallet', 'kiosk'], { error: 'invalid-value' }),
        /** The wallet's number, where this app's form takes the wallet (not a hosted page). */
        walletPhone: z.optional(rules.phone),
      }),
      response: checkoutAnswer,
    },
    cancelUnpaidOrder: {
      tag: 'payments',
      summary: 'Cancel one’s own unpaid order (a kiosk reference not paid yet).',
      body: byTransaction,
      response: transaction,
    },
    refund: {
      tag: 'payments',
      summary:
        'Admins refund a paid transaction, in full or in part (piasters, 1 to what is left), with a reason kept in the audit log. Through the provider, or for an order paid in cash as a refund payout the student says where to send.',
      body: z.object({
        transactionId: rules.id(),
        amount: z.optional(rules.refundAmount),
        reason: rules.adminReason,
      }),
      response: transaction,
    },
    listRefundPayouts: {
      tag: 'transactions',
      summary:
        'Cash refunds to send: admins see the queue (oldest first, by status or student); a student sees their own, newest first.',
      query: z.extend(rules.pageQuery, {
        status: z.optional(z.enum(refundPayoutStatuses, { error: 'invalid-value' })),
        userId: z.optional(rules.id()),
      }),
      response: z.extend(page(refundPayout), {
        /** How many wait on an admin (requested). */
        waiting: z.int(),
      }),
    },
    giveRefundDestination: {
      tag: 'transactions',
      summary:
        'The student says where their cash refund goes: a mobile wallet number, or a bank account (holder, bank, IBAN or number). While it awaits them (details needed, or the last transfer failed).',
      params: z.object({ id: rules.id() }),
      body: rules.refundDestination(),
      response: refundPayout,
    },
    settleRefundPayout: {
      tag: 'transactions',
      summary:
        'Admins mark a requested cash refund paid (with the transfer’s reference) or failed (with why; the student is asked again).',
      params: z.object({ id: rules.id() }),
      body: z.discriminatedUnion(
        'outcome',
        [
          z.object({ outcome: z.literal('paid'), reference: rules.payoutReference }),
          z.object({ outcome: z.literal('failed'), note: rules.adminReason }),
        ],
        { error: 'invalid-value' },
      ),
      response: refundPayout,
    },
    listCardTokens: {
      tag: 'payments',
      summary:
        'The signed-in student’s saved cards, the one to offer first first: the provider’s default card, else the most recently saved.',
      response: z.array(savedCard),
    },
    addCardUrl: {
      tag: 'payments',
      summary:
        'The provider’s page where the signed-in student saves a card; it comes back to /app/card-added.',
      response: z.object({ url: z.string() }),
    },
    deleteCardToken: {
      tag: 'payments',
      summary: 'Remove a saved card.',
      body: z.object({ cardToken: z.string().check(z.minLength(8), z.maxLength(200)) }),
      response: null,
    },
    paymentStatus: {
      tag: 'payments',
      summary: 'A transaction’s status, asked of the provider when still unpaid.',
      query: byTransaction,
      response: transaction,
    },
    syncPaymentStatus: {
      tag: 'payments',
      summary: 'Admins re-read an order’s status from the provider now.',
      body: byTransaction,
      response: transaction,
    },
    fawryNotification: {
      tag: 'payments',
      summary:
        'FawryPay’s server-to-server notification (V2), verified by its messageSignature; answered 200 once recorded.',
      body: z.looseObject({}),
      response: z.object({ received: z.boolean() }),
    },
    getTransaction: {
      tag: 'transactions',
      summary: 'One transaction (its owner or admins).',
      params: idParams,
      response: transaction,
    },
    transactionReceipt: {
      tag: 'transactions',
      summary:
        'The buyer and the seller a paid order’s receipt names (its owner or admins); an order never paid has no receipt (illegal).',
      params: idParams,
      response: receiptParties,
    },
    listTransactions: {
      tag: 'transactions',
      summary:
        'Transactions, newest first: one’s own; admins see all and filter by status, provider and student.',
      query: z.extend(rules.pageQuery, {
        status: z.optional(
          z.coerce
            .number({ error: 'invalid-value' })
            .check(
              z.int('invalid-value'),
              z.minimum(TransactionStatus.New, 'invalid-value'),
              z.maximum(TransactionStatus.Processed, 'invalid-value'),
            ),
        ),
        provider: z.optional(z.enum(['fawry', 'paymob'], { error: 'invalid-value' })),
        userId: z.optional(rules.id()),
      }),
      response: page(transaction),
    },
    createCoupon: {
      tag: 'coupons',
      summary: 'Admins create a coupon: a code, a whole percent off, an expiry, an optional limit.',
      body: z.object(couponFields),
      response: coupon,
    },
    updateCoupon: {
      tag: 'coupons',
      summary: 'Admins change a coupon.',
      params: idParams,
      body: z.object(couponFields),
      response: coupon,
    },
    deleteCoupon: {
      tag: 'coupons',
      summary: 'Admins delete a coupon no order used (otherwise illegal: let it expire).',
      params: idParams,
      response: null,
    },
    getCoupon: {
      tag: 'coupons',
      summary: 'One coupon (admins).',
      params: idParams,
      response: coupon,
    },
    listCoupons: {
      tag: 'coupons',
      summary: 'Coupons, newest first (admins).',
      query: rules.pageQuery,
      response: page(coupon),
    },
    previewCoupon: {
      tag: 'coupons',
      summary: 'A coupon’s discount at checkout, if the signed-in student may still use it.',
      params: z.object({ code: rules.couponCode }),
      response: couponPreview,
    },
    lastTransaction: {
      tag: 'transactions',
      summary: 'The signed-in user’s latest transaction, or null.',
      response: z.nullable(transaction),
    },
  } as const;
};

type S = ReturnType<typeof paymentsSchemas>;
export type PayByCardBody = z.output<S['payByCard']['body']>;
export type BuyLessonBody = z.output<S['buyLesson']['body']>;

/** A provider's server-to-server notification: no browser calls it, so no cached answer is marked. */
const providerCall = { stale: [] } as const;

export const paymentsRoutes = {
  quoteCheckout: route<S['quoteCheckout']>('GET', '/api/v1/checkout/quote', students, {
    cached: ['coupons'],
  }),
  checkoutOptions: route<S['checkoutOptions']>('GET', '/api/v1/checkout/options', students, {
    cached: ['coupons'],
  }),
  payByCard: route<S['payByCard']>('POST', '/api/v1/fawry/pay/card', students, {
    stale: ['payments'],
  }),
  payByInstallments: route<S['payByInstallments']>(
    'POST',
    '/api/v1/fawry/pay/installments',
    students,
    { stale: ['payments'] },
  ),
  payOnProviderPage: route<S['payOnProviderPage']>(
    'POST',
    '/api/v1/paymob/create-checkout-url',
    students,
    { stale: ['payments'] },
  ),
  paymobCallback: route<S['paymobCallback']>(
    'POST',
    '/api/v1/paymob/callback',
    'public',
    providerCall,
  ),
  paymobRedirect: route<S['paymobRedirect']>('GET', '/api/v1/paymob/redirect', 'public'),
  payByReference: route<S['payByReference']>('POST', '/api/v1/fawry/pay/ref-num', students, {
    stale: ['payments'],
  }),
  payByWallet: route<S['payByWallet']>('POST', '/api/v1/fawry/pay/e-wallet', students, {
    stale: ['payments'],
  }),
  upgradeOptions: route<S['upgradeOptions']>('GET', '/api/v1/sub/upgrade/options', students, {
    cached: ['subscriptions', 'payments', 'plans'],
  }),
  // The held time is busy for everyone at once; the lesson itself shows once paid.
  buyLesson: route<S['buyLesson']>('POST', '/api/v1/lesson/buy', students, {
    stale: ['payments', 'lessons', 'schedule', 'tutors'],
  }),
  cancelUnpaidOrder: route<S['cancelUnpaidOrder']>(
    'POST',
    '/api/v1/fawry/cancel-unpaid-order',
    'user',
    { stale: ['payments'] },
  ),
  refund: route<S['refund']>('POST', '/api/v1/fawry/refund', admins, { stale: ['payments'] }),
  listRefundPayouts: route<S['listRefundPayouts']>(
    'GET',
    '/api/v1/refund-payouts',
    [...admins, ...students],
    { cached: ['payments'] },
  ),
  giveRefundDestination: route<S['giveRefundDestination']>(
    'PUT',
    '/api/v1/refund-payouts/:id/destination',
    students,
    { stale: ['payments'] },
  ),
  settleRefundPayout: route<S['settleRefundPayout']>(
    'POST',
    '/api/v1/refund-payouts/:id/settle',
    admins,
    { stale: ['payments'] },
  ),
  listCardTokens: route<S['listCardTokens']>('GET', '/api/v1/fawry/card-token/list', students, {
    cached: ['payments'],
  }),
  deleteCardToken: route<S['deleteCardToken']>('DELETE', '/api/v1/fawry/card-token', students, {
    stale: ['payments'],
  }),
  addCardUrl: route<S['addCardUrl']>('GET', '/api/v1/fawry/card-token/url', students, {
    cached: ['payments'],
  }),
  paymentStatus: route<S['paymentStatus']>('GET', '/api/v1/fawry/payment-status', 'user', {
    cached: ['payments'],
  }),
  syncPaymentStatus: route<S['syncPaymentStatus']>(
    'POST',
    '/api/v1/fawry/payment-status/sync',
    admins,
    { stale: ['payments'] },
  ),
  fawryNotification: route<S['fawryNotification']>(
    'POST',
    '/api/v1/fawry/notification',
    'public',
    providerCall,
  ),
  getTransaction: route<S['getTransaction']>('GET', '/api/v1/tx/:id', 'user', {
    cached: ['payments'],
  }),
  transactionReceipt: route<S['transactionReceipt']>('GET', '/api/v1/tx/:id/receipt', 'user', {
    cached: ['payments'],
  }),
  listTransactions: route<S['listTransactions']>('GET', '/api/v1/tx/list', 'user', {
    cached: ['payments'],
  }),
  lastTransaction: route<S['lastTransaction']>('GET', '/api/v1/tx/last', 'user', {
    cached: ['payments'],
  }),
  createCoupon: route<S['createCoupon']>('POST', '/api/v1/coupon', admins, { stale: ['coupons'] }),
  updateCoupon: route<S['updateCoupon']>('PUT', '/api/v1/coupon/:id', admins, {
    stale: ['coupons'],
  }),
  deleteCoupon: route<S['deleteCoupon']>('DELETE', '/api/v1/coupon/:id', admins, {
    stale: ['coupons'],
  }),
  getCoupon: route<S['getCoupon']>('GET', '/api/v1/coupon/:id', admins, { cached: ['coupons'] }),
  listCoupons: route<S['listCoupons']>('GET', '/api/v1/coupon/list', admins, {
    cached: ['coupons'],
  }),
  previewCoupon: route<S['previewCoupon']>('GET', '/api/v1/coupon/code/:code', students, {
    cached: ['coupons'],
  }),
};
