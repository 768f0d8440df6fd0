/**
 * Durable jobs of payments: unpaid orders are re-read from the provider until they are
 * final, and expire at the end of their window (asking the provider first, so money that arrived
 * is never thrown away).
 */
import { z } from 'zod/mini';
import { TransactionStatus } from '@darsak/shared';
import { defineJob } from '../../jobs.js';
import type { AppContext } from '../../context.js';
import { gatewayOf } from './gateways.js';
import * as repo from './repository.js';
import { applyReport, endUnpaid } from './settlement.js';

/** Re-reads one order's status from its provider and applies it; answers the order after. */
export const syncWithProvider = async (ctx: AppContext, transactionId: number) => {
  const row = await repo.findTransactionView(ctx.db, transactionId);
  if (!row || row.status !== TransactionStatus.New) return row;
  const report = await gatewayOf(ctx, row.provider).status(row.merchantRef);
  if (report) await applyReport(ctx, report, row.provider);
  return repo.findTransactionView(ctx.db, transactionId);
};

const SYNC_DELAYS_MS = [2, 5, 10, 30, 60].map((minutes) => minutes * 60_000);

export const syncOrder = defineJob({
  name: 'payments.sync',
  schema: z.object({ transactionId: z.int(), attempt: z.int() }),
  run: async (ctx, { transactionId, attempt }) => {
    const after = await syncWithProvider(ctx, transactionId);
    if (!after || after.status !== TransactionStatus.New) return;
    const delay = SYNC_DELAYS_MS[Math.min(attempt + 1, SYNC_DELAYS_MS.length - 1)]!;
    const runAt = new Date(Date.now() + delay);
    if (after.expiresAt && runAt > after.expiresAt) return;
    await syncOrder.schedule(ctx.db, [
      {
        key: `${transactionId}:${attempt + 1}`,
        runAt,
        payload: { transactionId, attempt: attempt + 1 },
      },
    ]);
  },
});

export const expireOrder = defineJob({
  name: 'payments.expire',
  schema: z.object({ transactionId: z.int() }),
  run: async (ctx, { transactionId }) => {
    const row = await repo.findTransactionView(ctx.db, transactionId);
    if (!row || row.status !== TransactionStatus.New) return;
    // A kiosk reference may be extended by the provider: its own expiry decides.
    if (row.expiresAt && row.expiresAt > new Date()) {
      await expireOrder.schedule(ctx.db, [
        {
          key: `${transactionId}:${row.expiresAt.getTime()}`,
          runAt: row.expiresAt,
          payload: { transactionId },
        },
      ]);
      return;
    }
    const after = await syncWithProvider(ctx, transactionId);
    if (!after || after.status !== TransactionStatus.New) return;
    await gatewayOf(ctx, after.provider)
      .cancelUnpaid(after.merchantRef)
      .catch((error: unknown) =>
        ctx.log.warn(
          { err: error, transactionId },
          'could not cancel an expired order at the provider',
        ),
      );
    await endUnpaid(ctx, transactionId, TransactionStatus.Expired);
  },
});
