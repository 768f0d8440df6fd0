/**
 * One refund of an order, inside the transaction that holds the order's row
 * (docs/product/plans-and-payments.md#refunds): an admin's refund and a cancelled plan's both come
 * here. Money paid by card, wallet or installments goes back through the provider that took it;
 * money paid in cash at a kiosk, which no provider returns, becomes a refund payout that an admin
 * sends to the wallet or bank account the student gives (#cash-refunds). Either way the order's
 * refunded amount grows by the refund and the database checks, at commit, that it is what the
 * provider returned plus the payouts.
 */
import { paidInCash, TransactionStatus } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { ProviderError } from '../../infra/payments/gateway.js';
import { gatewayOf, providerOf } from './gateways.js';
import { insertPayout, type PayoutRow } from './payout-repository.js';
import type * as repo from './repository.js';
import { moveTransaction } from './settlement.js';

export type Refunded = {
  after: repo.TransactionRow;
  /** The order's refunded amount after this refund. */
  refundedTotal: number;
  full: boolean;
  /** The payout to send, for an order paid in cash. */
  payout: PayoutRow | null;
};

/**
 * Refunds `amount` piasters (1 to what is left, checked by the caller) of an order locked by the
 * caller's transaction. The provider is asked while the lock is held, so a second refund waits and
 * sees this one.
 */
export const refundLockedOrder = async (
  ctx: AppContext,
  tx: Executor,
  locked: repo.TransactionRow,
  amount: number,
  reason: string,
): Promise<Refunded> => {
  const cash = paidInCash(locked);
  if (!cash) {
    if (!locked.providerRef)
      throw new AppError('illegal', 'The payment has no provider reference to refund');
    if (!providerOf(locked.provider).capabilities.refunds)
      throw new AppError('illegal', 'This order’s provider makes no refunds');
    try {
      await gatewayOf(ctx, locked.provider).refund(locked.providerRef, amount, reason);
    } catch (error) {
      if (error instanceof ProviderError)
        throw new AppError('payment-provider-error', error.message);
      throw error;
    }
  }
  const refundedTotal = locked.refundedAmount + amount;
  const full = refundedTotal === locked.amount;
  const after = await moveTransaction(
    tx,
    locked,
    full ? TransactionStatus.Refunded : TransactionStatus.PartialRefunded,
    {
      refundedAmount: refundedTotal,
      refundedByProvider: locked.refundedByProvider + (cash ? 0 : amount),
    },
  );
  const payout = cash
    ? await insertPayout(tx, { transactionId: locked.id, userId: locked.userId, amount })
    : null;
  return { after, refundedTotal, full, payout };
};
