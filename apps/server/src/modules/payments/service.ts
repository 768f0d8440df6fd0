/** Transactions, refunds, saved cards and the providers' callbacks. */
import { isAdminRole, TransactionStatus, type ReceiptParties } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import {
  preferredCardsFirst,
  ProviderError,
  type CallbackClaim,
  type CallbackRequest,
  type PaymentReport,
} from '../../infra/payments/gateway.js';
import { endSubscriptionNow, lockSubscriptions } from '../plans/index.js';
import { findUserById } from '../users/index.js';
import { recordAudit } from '../audit/index.js';
import { cardsGateway, gatewayOf } from './gateways.js';
import { refundLockedOrder } from './refunds.js';
import { scheduleRefundMessage } from './notices.js';
import { syncWithProvider } from './jobs.js';
import { presentTransaction } from './presenter.js';
import * as repo from './repository.js';
import { announceSettlement, applyReport, endUnpaid } from './settlement.js';

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
 * Refunds a paid order (admins, docs/product/plans-and-payments.md#refunds): in full by default,
 * or in part, never more than is left; with a reason kept in the audit log. A full refund of a paid
 * plan ends its subscription now; a partial one leaves it running. Money that activated nothing
 * (Processed) is refunded in full. Cash goes back as a refund payout (#cash-refunds).
 */
export const refund = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: { amount?: number | undefined; reason: string },
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
    // A full refund ends the plan the order bought; an upgrade's order leaves the plan to its
    // own order (docs/product/plans-and-payments.md#changing-plan).
    const subscriptionId =
      locked.purpose === 'plan' ? (await repo.findTransactionView(tx, id))!.subscriptionId : null;
    if (!refundableStatuses.includes(locked.status))
      throw new AppError('illegal', 'Only a paid transaction can be refunded');
    const remaining = locked.amount - locked.refundedAmount;
    const amount = input.amount ?? remaining;
    if (amount > remaining)
      throw new AppError('amount-above-max', 'More than what is left to refund');
    if (locked.status === TransactionStatus.Processed && amount !== remaining)
      throw new AppError('illegal', 'Money that activated nothing is refunded in full');
    const done = await refundLockedOrder(ctx, tx, locked, amount, input.reason);
    const now = new Date();
    // The student is told their plan ended only when this refund ended one still running.
    const ended =
      done.full && subscriptionId !== null
        ? await endSubscriptionNow(tx, subscriptionId, now)
        : false;
    await scheduleRefundMessage(
      tx,
      { transactionId: id, amount, refundedTotal: done.refundedTotal, ended },
      now,
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'transaction.refund',
      subjectType: 'user',
      subjectId: locked.userId,
      before: { transactionId: id, refundedAmount: locked.refundedAmount },
      after: {
        transactionId: id,
        amount,
        refundedAmount: done.refundedTotal,
        reason: input.reason,
        refundPayoutId: done.payout?.id ?? null,
        subscriptionEnded: ended,
      },
    });
    return { outcome: 'unchanged' as const, before: locked, after: done.after };
  });
  await announceSettlement(ctx, settled);
  return presentTransaction((await repo.findTransactionView(ctx.db, id))!);
};

/**
 * Saved cards are the card tokens of the provider that keeps them (decision 024), whoever serves
 * new cards; the one the checkout offers first comes first.
 */
export const listCards = async (ctx: AppContext, actor: Actor) => {
  const cards = await providerCall(() => cardsGateway(ctx).listCards(actor.id));
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
  const saveCard = cardsGateway(ctx).addCardUrl;
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
  providerCall(() => cardsGateway(ctx).deleteCard(actor.id, token));

/**
 * A provider's callback (its server-to-server notification, or the browser's signed return):
 * recorded whatever it says; applied only when its signature holds, its order is known and its
 * amount and currency match the order's. Answers the order it settled.
 */
const receiveReport = async (
  ctx: AppContext,
  provider: string,
  claim: CallbackClaim,
  verify: (signed: Record<string, unknown>) => PaymentReport | null,
) => {
  const body = claim.signed;
  const report = verify(body);
  if (!report) {
    await repo.recordNotification(ctx.db, {
      provider,
      merchantRef: claim.merchantRef,
      verified: false,
      outcome: 'bad-signature',
      body,
    });
    ctx.log.warn(
      { merchantRef: claim.merchantRef, provider },
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

/** A provider's server-to-server notification, at its own callback path. */
export const receiveNotification = async (
  ctx: AppContext,
  provider: string,
  request: CallbackRequest,
) => {
  const gateway = gatewayOf(ctx, provider);
  const claim = gateway.readNotification(request);
  // What follows a settled order is recorded once signed; our refunds are settled when an admin
  // makes them.
  if (claim.followUp && gateway.verifyNotification(claim.signed)) {
    await repo.recordNotification(ctx.db, {
      provider,
      merchantRef: claim.merchantRef,
      verified: true,
      outcome: 'follow-up',
      body: request.body,
    });
    return { received: true };
  }
  await receiveReport(ctx, provider, claim, gateway.verifyNotification);
  return { received: true };
};

/**
 * The student's browser back from a provider that signs it: verified as its notification is and
 * applied the same way; answers the order's id to show its payment page.
 */
export const receiveRedirect = async (
  ctx: AppContext,
  provider: string,
  query: Record<string, unknown>,
) => {
  const gateway = gatewayOf(ctx, provider);
  const { readRedirect, verifyRedirect } = gateway;
  if (!readRedirect || !verifyRedirect)
    throw new AppError('payment-provider-error', `${provider} signs no return`);
  const report = await receiveReport(ctx, provider, readRedirect(query), verifyRedirect);
  const row = await repo.findTransactionByRef(ctx.db, report.merchantRef);
  if (!row) throw new AppError('transaction-not-found');
  return row.id;
};
