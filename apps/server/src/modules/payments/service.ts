/** Transactions, refunds, saved cards and the provider's notifications (issue 10). */
import { isAdminRole, TransactionStatus, type ReceiptParties } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import {
  preferredCardsFirst,
  ProviderError,
  type PaymentReport,
  type ProviderName,
} from '../../infra/payments/gateway.js';
import { endSubscriptionNow, lockSubscriptions } from '../plans/index.js';
import { findUserById } from '../users/index.js';
import { gatewayOf } from './gateways.js';
import { scheduleRefundMessage } from './notices.js';
import { syncWithProvider } from './jobs.js';
import { presentTransaction } from './presenter.js';
import * as repo from './repository.js';
import { announceSettlement, applyReport, endUnpaid, moveTransaction } from './settlement.js';

/** Someone else's transaction is answered as missing, so ids cannot be probed. */
const readable = async (ctx: AppContext, actor: Actor, id: number) => {
  const row = await repo.findTransactionView(ctx.db, id);
  if (!row || (row.userId !== actor.id && !isAdminRole(actor.role)))
    throw new AppError('transaction-not-found');
  return row;
};

const providerCall = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError('payment-provider-error', error.message);
    throw error;
  }
};

export const getTransaction = async (ctx: AppContext, actor: Actor, id: number) =>
  presentTransaction(await readable(ctx, actor, id));

/**
 * The parties a paid order's receipt names (decision 046): the buyer as their account stands (the
 * phone once confirmed), the seller as configured. An order never paid has no receipt.
 */
export const transactionReceipt = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<ReceiptParties> => {
  const row = await readable(ctx, actor, id);
  if (row.paidAt === null) throw new AppError('illegal', 'An order never paid has no receipt');
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw new AppError('user-not-found');
  return {
    buyer: {
      name: user.name,
      email: user.email,
      phone: user.verifiedPhone && user.phone ? user.phone : null,
    },
    seller: { ...ctx.config.seller, email: ctx.config.support.email },
  };
};

/** The order's status; an unpaid one is asked of the provider first (the student just came back). */
export const paymentStatus = async (ctx: AppContext, actor: Actor, id: number) => {
  const row = await readable(ctx, actor, id);
  if (row.status !== TransactionStatus.New) return presentTransaction(row);
  const synced = await providerCall(() => syncWithProvider(ctx, id)).catch((error: unknown) => {
    // The provider being down must not hide the order: show what we know.
    ctx.log.warn({ err: error, transactionId: id }, 'status sync failed');
    return row;
  });
  return presentTransaction(synced ?? row);
};

export const syncPaymentStatus = async (ctx: AppContext, actor: Actor, id: number) => {
  await readable(ctx, actor, id);
  const synced = await providerCall(() => syncWithProvider(ctx, id));
  return presentTransaction(synced!);
};

export const listTransactions = async (
  ctx: AppContext,
  actor: Actor,
  query: { page: number; size: number; status?: number; provider?: string; userId?: number },
) => {
  const admin = isAdminRole(actor.role);
  const filter = {
    status: query.status,
    provider: query.provider,
    userId: admin ? query.userId : actor.id,
  };
  const { rows, total } = await repo.listTransactionViews(ctx.db, filter, query);
  return { list: rows.map(presentTransaction), total };
};

export const lastTransaction = async (ctx: AppContext, actor: Actor) => {
  const row = await repo.lastTransactionView(ctx.db, actor.id);
  return row ? presentTransaction(row) : null;
};

export const cancelUnpaidOrder = async (ctx: AppContext, actor: Actor, id: number) => {
  const row = await readable(ctx, actor, id);
  if (row.status !== TransactionStatus.New)
    throw new AppError('illegal', 'Only an unpaid order can be cancelled');
  await providerCall(() => gatewayOf(ctx, row.provider).cancelUnpaid(row.merchantRef));
  await endUnpaid(ctx, id, TransactionStatus.Canceled);
  return presentTransaction((await repo.findTransactionView(ctx.db, id))!);
};

/** What an admin may refund: a paid order, one refunded in part, money that activated nothing. */
const refundableStatuses = [
  TransactionStatus.Paid,
  TransactionStatus.PartialRefunded,
  TransactionStatus.Processed,
] as number[];

/**
 * Refunds a paid order through its provider (admins): in full by default. A full refund of a paid
 * plan ends its subscription now; money that activated nothing (Processed) is refunded in full.
 */
export const refund = async (
  ctx: AppContext,
  id: number,
  input: { amount?: number; reason: string },
) => {
  const row = await repo.findTransactionView(ctx.db, id);
  if (!row) throw new AppError('transaction-not-found');
  const settled = await ctx.db.transaction(async (tx) => {
    // A refund may end the student's plan: it holds their subscriptions before any row, as a
    // cancellation does, or each would wait for a row the other holds (decision 055).
    await lockSubscriptions(tx, row.userId);
    // What is left to refund, and the plan it bought, are read under the order's lock, and the
    // provider is asked while it is held: two refunds at once each passed the check on an earlier
    // read and each paid out, and a payment settled meanwhile started a plan this did not end.
    const locked = (await repo.lockTransaction(tx, id))!;
    const subscriptionId = (await repo.findTransactionView(tx, id))!.subscriptionId;
    if (!refundableStatuses.includes(locked.status) || !locked.providerRef)
      throw new AppError('illegal', 'Only a paid transaction can be refunded');
    const remaining = locked.amount - locked.refundedAmount;
    const amount = input.amount ?? remaining;
    if (amount > remaining)
      throw new AppError('amount-above-max', 'More than what is left to refund');
    if (locked.status === TransactionStatus.Processed && amount !== remaining)
      throw new AppError('illegal', 'Money that activated nothing is refunded in full');
    await providerCall(() =>
      gatewayOf(ctx, locked.provider).refund(locked.providerRef!, amount, input.reason),
    );
    const refunded = locked.refundedAmount + amount;
    const full = refunded === locked.amount;
    const after = await moveTransaction(
      tx,
      locked,
      full ? TransactionStatus.Refunded : TransactionStatus.PartialRefunded,
      { refundedAmount: refunded },
    );
    const now = new Date();
    // The student is told their plan ended only when this refund ended one still running.
    const ended =
      full && subscriptionId !== null ? await endSubscriptionNow(tx, subscriptionId, now) : false;
    await scheduleRefundMessage(
      tx,
      { transactionId: id, amount, refundedTotal: refunded, ended },
      now,
    );
    return { outcome: 'unchanged' as const, before: locked, after };
  });
  announceSettlement(ctx, settled);
  return presentTransaction((await repo.findTransactionView(ctx.db, id))!);
};

/**
 * Saved cards are FawryPay's card tokens (decision 024), whoever serves new cards; the one the
 * checkout offers first comes first.
 */
export const listCards = async (ctx: AppContext, actor: Actor) => {
  const cards = await providerCall(() => gatewayOf(ctx, 'fawry').listCards(actor.id));
  return preferredCardsFirst(cards).map(({ token, lastFour, brand, expiry }) => ({
    token,
    lastFour,
    brand,
    expiry,
  }));
};

/** The provider's card-saving page for the student; it returns to the web app's /card-added. */
export const addCardUrl = async (ctx: AppContext, actor: Actor) => {
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError('user-not-found');
  const saveCard = gatewayOf(ctx, 'fawry').addCardUrl;
  if (!saveCard) throw new AppError('payment-provider-error', 'No provider here keeps cards');
  const url = saveCard(
    {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone?.replace(/^\+20/, '0') ?? null,
      language: user.language === 'en' ? 'en' : 'ar',
    },
    `${ctx.config.publicUrl ?? ''}/app/card-added`,
  );
  return { url };
};

export const deleteCard = async (ctx: AppContext, actor: Actor, token: string) =>
  providerCall(() => gatewayOf(ctx, 'fawry').deleteCard(actor.id, token));

/**
 * A provider's server-to-server notification (or Paymob's signed redirect): recorded whatever it
 * says; applied only when its signature holds, its order is known and its amount and currency
 * match the order's. Answers the order it settled.
 */
export const receiveReport = async (
  ctx: AppContext,
  provider: ProviderName,
  body: Record<string, unknown>,
  verify: (body: Record<string, unknown>) => PaymentReport | null,
  claimedRef: string | null,
) => {
  const report = verify(body);
  if (!report) {
    await repo.recordNotification(ctx.db, {
      provider,
      merchantRef: claimedRef,
      verified: false,
      outcome: 'bad-signature',
      body,
    });
    ctx.log.warn(
      { merchantRef: claimedRef, provider },
      'a payment report with a bad signature was refused',
    );
    throw new AppError('forbidden', 'The notification’s signature does not hold');
  }
  const outcome = await applyReport(ctx, report, provider);
  await repo.recordNotification(ctx.db, {
    provider,
    merchantRef: report.merchantRef,
    verified: true,
    outcome,
    body,
  });
  if (outcome === 'unknown-order') throw new AppError('transaction-not-found');
  if (outcome === 'amount-mismatch')
    throw new AppError('bad-request', 'The amount or currency does not match the order');
  if (outcome === 'order-mismatch')
    throw new AppError('bad-request', 'The provider’s order is not this order’s');
  return report;
};

export const receiveNotification = async (ctx: AppContext, body: Record<string, unknown>) => {
  const gateway = gatewayOf(ctx, 'fawry');
  const claimed = typeof body.merchantRefNumber === 'string' ? body.merchantRefNumber : null;
  await receiveReport(ctx, 'fawry', body, gateway.verifyNotification, claimed);
  return { received: true };
};

const paymobClaim = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** Paymob's transaction-processed callback: the body's `obj`, the `hmac` query parameter. */
export const receivePaymobCallback = async (
  ctx: AppContext,
  body: Record<string, unknown>,
  hmac: string,
) => {
  const gateway = gatewayOf(ctx, 'paymob');
  const obj = (body.obj ?? {}) as {
    order?: { merchant_order_id?: unknown };
    has_parent_transaction?: unknown;
  };
  const claimed = paymobClaim(obj.order?.merchant_order_id);
  const signed = { ...body, hmac };
  // A refund's or a void's own transaction (it has a parent): recorded; our refunds are settled
  // when an admin makes them.
  if (obj.has_parent_transaction === true && gateway.verifyNotification(signed)) {
    await repo.recordNotification(ctx.db, {
      provider: 'paymob',
      merchantRef: claimed,
      verified: true,
      outcome: 'follow-up',
      body,
    });
    return { received: true };
  }
  await receiveReport(ctx, 'paymob', signed, gateway.verifyNotification, claimed);
  return { received: true };
};

/**
 * The student's browser back from Paymob (its transaction-response callback): verified as the
 * callback is and applied the same way; answers the order's id to show its payment page.
 */
export const receivePaymobRedirect = async (ctx: AppContext, query: Record<string, unknown>) => {
  const gateway = gatewayOf(ctx, 'paymob');
  const report = await receiveReport(
    ctx,
    'paymob',
    query,
    (q) => gateway.verifyRedirect?.(q) ?? null,
    paymobClaim(query.merchant_order_id),
  );
  const row = await repo.findTransactionByRef(ctx.db, report.merchantRef);
  if (!row) throw new AppError('transaction-not-found');
  return row.id;
};
