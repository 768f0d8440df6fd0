/**
 * Starting a purchase: the price is the server's alone; the order is written (status New, a unique
 * merchant reference) before the provider is called, and a provider fault fails it at once so
 * nothing is left hanging.
 */
import { randomInt } from 'node:crypto';
import {
  checkoutPrice,
  PaymentType,
  PlanPeriod,
  TransactionStatus,
  type CheckoutAnswer,
  type PaymentNext,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { englishBankName } from '../../infra/payments/banks.js';
import {
  ProviderError,
  type CheckoutMethod,
  type PaymentWay,
} from '../../infra/payments/gateway.js';
import { activeSubscription, findPlan, mayBuyPlan } from '../plans/index.js';
import { findUserById } from '../users/index.js';
import { cardKeeper, gatewayOf, isConfigured, providerFor } from './gateways.js';
import { expireOrder, syncOrder } from './jobs.js';
import { kioskMessage } from './notices.js';
import { presentTransaction } from './presenter.js';
import { priceUpgrade } from './upgrade.js';
import * as repo from './repository.js';
import { announceSettlement, moveTransaction, releaseOrder, type Settled } from './settlement.js';

type Order = { planId: number; period: PlanPeriod; couponCode?: string; upgradeOf?: number };

const SYNC_AFTER_MS = 2 * 60_000;

/** The plan, the coupon and the price a student would pay now; refuses what cannot be bought. */
const priceOrder = async (ctx: AppContext, actor: Actor, order: Order) => {
  if (order.upgradeOf !== undefined) {
    const upgrade = await priceUpgrade(ctx, actor, { ...order, upgradeOf: order.upgradeOf });
    return { ...upgrade, coupon: undefined };
  }
  const plan = await findPlan(ctx.db, order.planId);
  // An invites-only plan is sold to its invited students only; to others it does not exist.
  if (!plan || !(await mayBuyPlan(ctx.db, actor.id, plan))) throw new AppError('plan-not-found');
  let coupon: repo.CouponRow | undefined;
  if (order.couponCode) {
    coupon = await repo.findCouponByCode(ctx.db, order.couponCode);
    if (!coupon || coupon.expiresAt <= new Date()) throw new AppError('coupon-not-found');
    if (await repo.hasRedeemed(ctx.db, coupon.id, actor.id))
      throw new AppError('illegal', 'This coupon was used already');
    if (coupon.maxUses !== null && (await repo.couponUses(ctx.db, coupon.id)) >= coupon.maxUses)
      throw new AppError('coupon-not-found', 'This coupon has been used up');
  }
  const price = checkoutPrice(plan, order.period, coupon?.discount ?? 0);
  if (price.total < 100) throw new AppError('illegal', 'Nothing to pay for this order');
  return { plan, coupon, price, subscription: undefined };
};

export const quoteCheckout = async (ctx: AppContext, actor: Actor, order: Order) =>
  (await priceOrder(ctx, actor, order)).price;

/** The bank installment plans the installments provider offers for a total (none without one). */
const plansFor = async (ctx: AppContext, total: number) => {
  const provider = providerFor(ctx, 'installments');
  const gateway = isConfigured(ctx, provider.name) ? gatewayOf(ctx, provider.name) : null;
  if (!gateway?.installmentPlans) return [];
  try {
    return await gateway.installmentPlans(total);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Without the provider's plans the checkout simply offers no installments.
    ctx.log.warn({ err: error }, 'installment plans unavailable');
    return [];
  }
};

/** The card form offers the saved cards when the provider of cards is the one that keeps them. */
const offersSavedCards = (ctx: AppContext) =>
  cardKeeper(ctx)?.name === ctx.config.payments.routing.card &&
  !providerFor(ctx, 'card').capabilities.hostedPage;

/**
 * Which provider serves each way of paying and what it declares (its hosted page, saved cards),
 * and the installment plans for this order.
 */
export const checkoutOptions = async (ctx: AppContext, actor: Actor, order: Order) => {
  const { price } = await priceOrder(ctx, actor, order);
  const plans = await plansFor(ctx, price.total);
  const hostedPage = (way: PaymentWay) => providerFor(ctx, way).capabilities.hostedPage;
  return {
    providers: ctx.config.payments.routing,
    hostedPage: {
      card: hostedPage('card'),
      wallet: hostedPage('wallet'),
      kiosk: hostedPage('kiosk'),
      installments: hostedPage('installments'),
    },
    savedCards: offersSavedCards(ctx),
    installmentPlans: plans.map(({ bankCode, ...plan }) => ({
      ...plan,
      bankEn: englishBankName(bankCode),
    })),
  };
};

/** A merchant reference: 16 digits, unique by the database's index. */
export const merchantReference = () =>
  `${randomInt(1, 10)}${Array.from({ length: 15 }, () => randomInt(0, 10)).join('')}`;

const paymentTypes: Record<CheckoutMethod['kind'], PaymentType> = {
  'card-new': PaymentType.Card,
  'card-token': PaymentType.Card,
  wallet: PaymentType.EWallet,
  kiosk: PaymentType.CashKiosk,
  installments: PaymentType.BankInstallment,
};

const returnUrl = (ctx: AppContext, transactionId: number) =>
  `${ctx.config.publicUrl ?? ''}/app/payment/${transactionId}`;

/** The way of paying a method is, as PAYMENT_PROVIDERS names it. */
export const wayOf = (method: CheckoutMethod): PaymentWay =>
  method.kind === 'card-new' || method.kind === 'card-token' ? 'card' : method.kind;

/**
 * Where an order starts: this app's checkout form (its own endpoint per way of paying) or the
 * provider's hosted page (one endpoint that answers the page's address).
 */
export type CheckoutEntry = 'form' | 'hosted-page';

/** The gateway that takes this way of paying through this entry; refuses any other entry. */
export const gatewayForEntry = (ctx: AppContext, method: CheckoutMethod, entry: CheckoutEntry) => {
  // Each way of paying has one provider here (decision 024), taken through the entry it declares.
  const provider = providerFor(ctx, wayOf(method));
  if (provider.capabilities.hostedPage !== (entry === 'hosted-page'))
    throw new AppError(
      'illegal',
      provider.capabilities.hostedPage
        ? 'This way of paying is taken on the provider’s page here'
        : 'This way of paying is taken on the checkout form here',
    );
  if (method.kind === 'card-token' && cardKeeper(ctx)?.name !== provider.name)
    throw new AppError('illegal', 'No saved card pays here');
  return gatewayOf(ctx, provider.name);
};

export const startCheckout = async (
  ctx: AppContext,
  actor: Actor,
  order: Order,
  method: CheckoutMethod,
  entry: CheckoutEntry,
): Promise<CheckoutAnswer> => {
  const gateway = gatewayForEntry(ctx, method, entry);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError('user-not-found');
  const now = new Date();
  // An upgrade is of the plan in force (docs/product/plans-and-payments.md#changing-plan).
  const inForce = await activeSubscription(ctx.db, actor.id, now);
  if (inForce && inForce.period !== PlanPeriod.FreeTrial && order.upgradeOf === undefined)
    throw new AppError('subscription-exists');
  const { plan, coupon, price, subscription } = await priceOrder(ctx, actor, order);
  // Installments only on a plan the provider offers for this very amount; the order keeps the
  // bank's schedule for its receipt (docs/product/plans-and-payments.md#receipts).
  const installmentPlan =
    method.kind === 'installments'
      ? (await plansFor(ctx, price.total)).find((p) => p.id === method.planId)
      : undefined;
  if (method.kind === 'installments' && !installmentPlan)
    throw new AppError('illegal', 'This installment plan is not offered for this amount');
  const { kioskHours, cardMinutes } = ctx.config.payments;
  const expiresAt = new Date(
    now.getTime() + (method.kind === 'kiosk' ? kioskHours * 3_600_000 : cardMinutes * 60_000),
  );

  let row: repo.TransactionRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      // A coupon with a total limit is counted again under its lock: checkouts by many students at
      // once each counted it below its limit before any had redeemed it (found in an audit).
      if (coupon && coupon.maxUses !== null) {
        await repo.lockCoupon(tx, coupon.id);
        if ((await repo.couponUses(tx, coupon.id)) >= coupon.maxUses)
          throw new AppError('coupon-not-found', 'This coupon has been used up');
      }
      const created = await repo.insertTransaction(tx, {
        userId: actor.id,
        ...(subscription && {
          purpose: 'upgrade',
          upgradeOf: subscription.id,
          upgradeFrom: subscription.planId,
        }),
        planId: plan.id,
        period: order.period,
        weeklyMinutes: plan.weeklyMinutes,
        provider: gateway.name,
        paymentType: paymentTypes[method.kind],
        merchantRef: merchantReference(),
        baseAmount: price.base,
        periodDiscount: price.periodDiscount,
        couponDiscount: price.couponDiscount,
        amount: price.total,
        couponId: coupon?.id ?? null,
        saveCard: method.kind === 'card-new' && method.saveCard,
        expiresAt,
        ...(installmentPlan && {
          installmentBank: installmentPlan.bank,
          installmentBankCode: installmentPlan.bankCode,
          installmentMonths: installmentPlan.months,
          installmentMonthly: installmentPlan.monthly,
          installmentTotal: installmentPlan.total,
        }),
      });
      if (coupon)
        await repo.insertRedemption(tx, {
          couponId: coupon.id,
          userId: actor.id,
          transactionId: created.id,
        });
      await followOrder(tx, created, now);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'coupon_redemptions_user_unique'))
      throw new AppError('illegal', 'This coupon was used already');
    throw error;
  }

  return takeToProvider(ctx, gateway, row, user, method, {
    description: subscription
      ? `Darsak: upgrade to ${plan.weeklyMinutes} min/week`
      : `Darsak: ${plan.weeklyMinutes} min/week`,
    itemId: subscription
      ? `upgrade-${subscription.id}-${plan.id}`
      : `plan-${plan.id}-${order.period}`,
  });
};

/** Asks the provider after a while, then until the order's window ends; expires it then. */
export const followOrder = async (tx: Executor, row: repo.TransactionRow, now: Date) => {
  await syncOrder.schedule(tx, [
    {
      key: `${row.id}:0`,
      runAt: new Date(now.getTime() + SYNC_AFTER_MS),
      payload: { transactionId: row.id, attempt: 0 },
    },
  ]);
  await expireOrder.schedule(tx, [
    { key: String(row.id), runAt: row.expiresAt!, payload: { transactionId: row.id } },
  ]);
};

/**
 * Sends a written order to its provider and answers what the student does next; a provider's
 * refusal fails the order at once, giving back what it held (its coupon, one lesson's time).
 */
export const takeToProvider = async (
  ctx: AppContext,
  gateway: ReturnType<typeof gatewayOf>,
  written: repo.TransactionRow,
  user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  method: CheckoutMethod,
  item: { description: string; itemId: string },
): Promise<CheckoutAnswer> => {
  let row = written;
  const expiresAt = row.expiresAt!;
  let next: PaymentNext;
  try {
    const result = await gateway.checkout({
      merchantRef: row.merchantRef,
      amount: row.amount,
      description: item.description,
      itemId: item.itemId,
      customer: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone?.replace(/^\+20/, '0') ?? null,
        language: user.language === 'en' ? 'en' : 'ar',
      },
      method,
      returnUrl: returnUrl(ctx, row.id),
      expiresAt,
    });
    if (result.kind === 'kiosk') {
      row = await repo.updateTransaction(ctx.db, row.id, {
        providerRef: result.reference,
        expiresAt: result.expiresAt,
      });
      next = {
        kind: 'kiosk',
        reference: result.reference,
        expiresAt: result.expiresAt.toISOString(),
      };
      await kioskMessage.schedule(ctx.db, [
        { key: String(row.id), runAt: new Date(), payload: { transactionId: row.id } },
      ]);
    } else if (result.kind === 'wallet') {
      row = await repo.updateTransaction(ctx.db, row.id, { providerRef: result.providerRef });
      next = {
        kind: 'wallet',
        phone: method.kind === 'wallet' ? method.phone : '',
        approveUrl: result.approveUrl,
      };
    } else {
      if (result.providerRef)
        row = await repo.updateTransaction(ctx.db, row.id, { providerRef: result.providerRef });
      next = { kind: 'redirect', url: result.url };
    }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error, transactionId: row.id }, 'the payment provider refused an order');
    const settled = await ctx.db.transaction(async (tx): Promise<Settled> => {
      const locked = await repo.lockTransaction(tx, row.id);
      if (locked?.status !== TransactionStatus.New) return { outcome: 'unchanged' };
      const after = await moveTransaction(tx, locked, TransactionStatus.Failed, {
        failureReason: error.message,
        failure: 'other',
      });
      const lesson = await releaseOrder(tx, locked, new Date());
      return { outcome: 'failed', before: locked, after, lesson };
    });
    await announceSettlement(ctx, settled);
    throw new AppError('payment-provider-error', error.message);
  }
  ctx.wakeJobs();
  const view = await repo.findTransactionView(ctx.db, row.id);
  return { transaction: presentTransaction(view!), next };
};
