/**
 * What the student is told by email (and WhatsApp when chosen) about a payment: the kiosk reference
 * to pay, so it is at hand at the kiosk, and the receipt once the money arrived. Both are durable
 * jobs, in the reader's language (decision 046).
 */
import { formatMoney, paidInCash, PaymentType, PlanPeriod, WithdrawMethod } from '@darsak/shared';
import { z } from 'zod/mini';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import { dateTimeText, monthsText, textsFor } from '../../locales/notifications.js';
import { findSubscription } from '../plans/index.js';
import { findUserById, messageUser } from '../users/index.js';
import { providerOf } from './gateways.js';
import { presentTransaction } from './presenter.js';
import { findPayoutView } from './payout-repository.js';
import * as repo from './repository.js';
import { upgradeNotApplied } from './transitions.js';

/** The student's payments page, where a cash refund's destination is given. */
const paymentsPage = (ctx: AppContext) =>
  ctx.config.publicUrl ? `${ctx.config.publicUrl}/app/payments` : null;

/** The order's provider's own words in the reader's language. */
const providerTexts = (provider: string, language: string) =>
  providerOf(provider).texts[language === 'en' ? 'en' : 'ar'];

const when = (at: Date, language: string, timeZone: string) =>
  dateTimeText(at, language, { dateStyle: 'full', timeStyle: 'short', timeZone });

const day = (at: Date, language: string, timeZone: string) =>
  dateTimeText(at, language, { dateStyle: 'long', timeZone });

const money = (piasters: number, language: string) =>
  formatMoney(piasters, language === 'en' ? 'en-GB' : 'ar-EG');

export const kioskMessage = defineJob({
  name: 'payments.kiosk-message',
  schema: z.object({ transactionId: z.int() }),
  run: async (ctx, { transactionId }) => {
    const row = await repo.findTransactionView(ctx.db, transactionId);
    if (!row || !row.providerRef || !row.expiresAt) return;
    const user = await findUserById(ctx.db, row.userId);
    if (!user) return;
    const texts = textsFor(user.language);
    const kiosk = providerTexts(row.provider, user.language);
    await messageUser(ctx, user, {
      subject: texts.kioskReferenceSubject(row.providerRef, kiosk.kioskNetwork),
      text: texts.kioskReferenceText(
        user.name,
        money(row.amount, user.language),
        row.providerRef,
        when(row.expiresAt, user.language, ctx.config.timeZone),
        kiosk.kioskWhere,
        row.purpose === 'lesson',
      ),
    });
  },
});

const periods = {
  [PlanPeriod.Month]: 'month',
  [PlanPeriod.Quarter]: 'quarter',
  [PlanPeriod.Year]: 'year',
} as const;

/** What the order bought, in the reader's words: a plan period, an upgrade, or one lesson. */
const orderText = (row: repo.TransactionView, language: string, zone: string): string => {
  const texts = textsFor(language);
  if (row.lesson)
    return texts.lessonText(
      row.lesson.duration,
      row.lesson.tutorName,
      when(row.lesson.startsAt, language, zone),
    );
  if (row.purpose === 'upgrade') return texts.upgradeText(row.weeklyMinutes ?? 0);
  return texts.planText(row.weeklyMinutes ?? 0, periods[row.period as 0 | 1 | 2] ?? 'month');
};

/** How the order was paid, in the reader's words: cash names the provider's kiosk network. */
const methodText = (row: repo.TransactionView, language: string) => {
  const { paymentMethods } = textsFor(language);
  if (row.paymentType === PaymentType.Card) return paymentMethods.card;
  if (row.paymentType === PaymentType.EWallet) return paymentMethods.wallet;
  if (row.paymentType === PaymentType.BankInstallment) return paymentMethods.installments;
  return paymentMethods.kiosk(providerTexts(row.provider, language).kioskNetwork);
};

/** The bank's schedule of an installment order, in the reader's words. */
const installmentsText = (row: repo.TransactionView, language: string) => {
  const schedule = presentTransaction(row).installments;
  if (!schedule) return null;
  return {
    bank: language === 'en' ? (schedule.bankEn ?? schedule.bank) : schedule.bank,
    months: monthsText(schedule.months, language),
    monthly: money(schedule.monthly, language),
    total: money(schedule.total, language),
  };
};

/**
 * The receipt of a paid order, sent once the payment started the plan, or once money arrived that
 * started none (Processed): then it says why, and that the money will be refunded.
 */
export const receiptMessage = defineJob({
  name: 'payments.receipt-message',
  schema: z.object({ transactionId: z.int() }),
  run: async (ctx, { transactionId }) => {
    const row = await repo.findTransactionView(ctx.db, transactionId);
    if (!row?.paidAt) return;
    const user = await findUserById(ctx.db, row.userId);
    if (!user) return;
    const subscription =
      row.subscriptionId === null ? undefined : await findSubscription(ctx.db, row.subscriptionId);
    const { language } = user;
    const { timeZone } = ctx.config;
    const texts = textsFor(language);
    // From what does not change once paid: no plan credited (a refund since may have moved the
    // order's status on), and why.
    // One lesson's money that booked nothing (Processed) always says why.
    const credited = row.lesson ? row.failureReason === null : row.subscriptionId !== null;
    const unapplied = credited
      ? null
      : row.purpose === 'upgrade' && row.failureReason === upgradeNotApplied
        ? ('changed' as const)
        : row.failureReason === 'subscription-exists'
          ? ('inForce' as const)
          : ('late' as const);
    await messageUser(ctx, user, {
      subject: (unapplied ? texts.paymentUnappliedSubject : texts.paymentReceiptSubject)(
        row.merchantRef,
      ),
      text: texts.paymentReceiptText({
        name: user.name,
        plan: orderText(row, language, timeZone),
        lesson: row.purpose === 'lesson',
        upgrade: row.purpose === 'upgrade',
        amount: money(row.amount, language),
        method: methodText(row, language),
        reference: row.merchantRef,
        paidAt: when(row.paidAt, language, timeZone),
        until: subscription ? day(subscription.endsAt, language, timeZone) : null,
        installments: installmentsText(row, language),
        link: ctx.config.publicUrl ? `${ctx.config.publicUrl}/app/payment/${row.id}` : null,
        seller: ctx.config.seller,
        unapplied,
        cash: paidInCash(row),
      }),
    });
  },
});

/** Schedules the receipt inside the transaction that credited the payment. */
export const scheduleReceipt = (db: Executor, transactionId: number, at: Date) =>
  receiptMessage.schedule(db, [
    { key: String(transactionId), runAt: at, payload: { transactionId } },
  ]);

/** Tells the student money was refunded, and whether the plan it paid for ended with it. */
export const refundMessage = defineJob({
  name: 'payments.refund-message',
  schema: z.object({ transactionId: z.int(), amount: z.int(), ended: z.boolean() }),
  run: async (ctx, { transactionId, amount, ended }) => {
    const row = await repo.findTransactionView(ctx.db, transactionId);
    if (!row) return;
    const user = await findUserById(ctx.db, row.userId);
    if (!user) return;
    const texts = textsFor(user.language);
    await messageUser(ctx, user, {
      subject: texts.refundSubject(row.merchantRef, paidInCash(row)),
      text: texts.refundText({
        name: user.name,
        amount: money(amount, user.language),
        reference: row.merchantRef,
        plan: orderText(row, user.language, ctx.config.timeZone),
        ended,
        cash: paidInCash(row),
        link: paymentsPage(ctx),
      }),
    });
  },
});

/**
 * Schedules the refund's message inside the transaction that recorded it; each refund of an order
 * is its own message (keyed by the total refunded after it).
 */
export const scheduleRefundMessage = (
  db: Executor,
  refund: { transactionId: number; amount: number; refundedTotal: number; ended: boolean },
  at: Date,
) =>
  refundMessage.schedule(db, [
    {
      key: `${refund.transactionId}:${refund.refundedTotal}`,
      runAt: at,
      payload: { transactionId: refund.transactionId, amount: refund.amount, ended: refund.ended },
    },
  ]);

const destinationSchema = z.object({
  method: z.int(),
  phone: z.nullable(z.string()),
  bank: z.nullable(z.string()),
  accountNumber: z.nullable(z.string()),
});

/** Where a payout went, as the message names it: the wallet's number, or the bank and the account's last digits. */
const destinationText = (destination: z.infer<typeof destinationSchema>) =>
  destination.method === WithdrawMethod.Wallet
    ? (destination.phone ?? '')
    : `${destination.bank ?? ''} …${(destination.accountNumber ?? '').slice(-4)}`;

/**
 * Tells the student a cash refund was transferred (with its reference), or that the transfer failed
 * and why, asking for another wallet or account (docs/product/plans-and-payments.md#cash-refunds).
 */
export const payoutMessage = defineJob({
  name: 'payments.payout-message',
  schema: z.object({
    payoutId: z.int(),
    outcome: z.enum(['paid', 'failed']),
    destination: destinationSchema,
    transfer: z.nullable(z.string()),
    note: z.nullable(z.string()),
  }),
  run: async (ctx, payload) => {
    const payout = await findPayoutView(ctx.db, payload.payoutId);
    if (!payout) return;
    const user = await findUserById(ctx.db, payout.userId);
    if (!user) return;
    const texts = textsFor(user.language);
    await messageUser(ctx, user, {
      subject: texts.payoutSubject(payout.merchantRef),
      text: texts.payoutText({
        name: user.name,
        amount: money(payout.amount, user.language),
        reference: payout.merchantRef,
        destination: destinationText(payload.destination),
        outcome: payload.outcome,
        transfer: payload.transfer,
        note: payload.note,
        link: paymentsPage(ctx),
      }),
    });
  },
});

/** Schedules the payout's message inside the transaction that settled it; each settling is its own. */
export const schedulePayoutMessage = (
  db: Executor,
  payload: z.infer<typeof payoutMessage.schema>,
  at: Date,
) =>
  payoutMessage.schedule(db, [
    { key: `${payload.payoutId}:${at.toISOString()}`, runAt: at, payload },
  ]);
