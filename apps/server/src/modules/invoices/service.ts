/**
 * Withdrawals (docs/product/earnings.md#invoice-actions): a tutor asks for part of their derived
 * balance, edits or asks to cancel while allowed; admins approve changes and cancellations, pay
 * with a receipt, reject, cancel and keep notes. Every move is checked against the one table of
 * `nextStage`.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  adminInvoiceActions,
  balanceOf,
  CacheGroup,
  InvoiceStatus,
  can,
  nextStage,
  rules,
  stageOf,
  stateOf,
  tutorInvoiceActions,
  WithdrawMethod,
  type InvoiceAction,
  type InvoiceStage,
  type InvoiceStats,
  type InvoiceStatus as Status,
} from '@darsak/shared';
import { z } from 'zod/mini';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { isCheckViolation } from '../../db/errors.js';
import { invoices } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { recordAudit } from '../audit/index.js';
import { scheduleSettledNotice } from './notify.js';
import { presentInvoice } from './presenter.js';
import * as repo from './repository.js';

type Details =
  | { method: 0; phone: string }
  | { method: 1; bank: string; accountNumber: string; receiver: string }
  | { method: 2; username: string };
export type InvoiceRequest = Details & { amount: number; note?: string | undefined };

/** The payout columns of a request; the other methods' columns are cleared. */
const payout = (details: Details) => ({
  method: details.method,
  phone: details.method === WithdrawMethod.Wallet ? details.phone : null,
  bank: details.method === WithdrawMethod.Bank ? details.bank : null,
  accountNumber: details.method === WithdrawMethod.Bank ? details.accountNumber : null,
  receiver: details.method === WithdrawMethod.Bank ? details.receiver : null,
  username: details.method === WithdrawMethod.InstantPayment ? details.username : null,
});

/** A tutor's balance now. */
export const balanceFor = async (db: Executor, tutorId: number, now: Date) =>
  balanceOf(
    await repo.earnedBy(db, tutorId, now),
    (await repo.heldInvoices(db, tutorId)).map((row) => ({
      amount: row.amount,
      status: row.status as Status,
    })),
  );

/**
 * The database refuses a withdrawal above the balance, and paying one while the balance is below
 * zero (the balance guard of the migrations, docs/product/earnings.md#balance-guard).
 */
const refusedBalance = (error: unknown): never => {
  if (isCheckViolation(error, 'invoices_balance_check'))
    throw new AppError('insufficient-balance', 'The amount is above the available balance');
  if (isCheckViolation(error, 'invoices_paid_balance_check'))
    throw new AppError('balance-below-zero', 'The tutor balance is below zero');
  throw error;
};

const answer = async (ctx: AppContext, id: number) =>
  presentInvoice((await repo.findInvoice(ctx.db, id))!, ctx.config.timeZone);

export const createInvoice = async (ctx: AppContext, actor: Actor, body: InvoiceRequest) => {
  const now = new Date();
  const row = await ctx.db
    .transaction(async (tx) => {
      const balance = await balanceFor(tx, actor.id, now);
      if (body.amount > balance.available)
        throw new AppError('insufficient-balance', 'The amount is above the available balance');
      return repo.insertInvoice(tx, {
        tutorId: actor.id,
        amount: body.amount,
        note: body.note ?? null,
        ...payout(body),
      });
    })
    .catch(refusedBalance);
  await ctx.events.emit('invoice.changed', {
    invoiceId: row.id,
    tutorId: actor.id,
    removed: false,
  });
  return answer(ctx, row.id);
};

/** The stored states of a user-facing stage, as a condition. */
const stageCondition = (stage: InvoiceStage): SQL => {
  const state = stateOf(stage);
  const conditions = [eq(invoices.status, state.status)];
  if (state.status === InvoiceStatus.PendingApproval)
    conditions.push(eq(invoices.updatedByReceiver, state.updatedByReceiver));
  if (state.status === InvoiceStatus.Canceled)
    conditions.push(eq(invoices.cancelledByReceiver, state.cancelledByReceiver));
  return and(...conditions)!;
};

const QUEUE_COUNTS_TTL_MS = 60_000;

/** How many invoices wait in each open stage (cached in the AdminInvoices group). */
const queueCounts = (ctx: AppContext) =>
  ctx.cache.get(CacheGroup.AdminInvoices, 'counts', QUEUE_COUNTS_TTL_MS, async () => {
    const counts: Record<string, number> = {};
    for (const row of await repo.openCounts(ctx.db)) {
      const stage = stageOf({
        status: row.status as Status,
        updatedByReceiver: row.updated,
        cancelledByReceiver: false,
      });
      counts[stage] = (counts[stage] ?? 0) + row.total;
    }
    return counts;
  });

export type ListQuery = {
  page: number;
  size: number;
  stage?: InvoiceStage | undefined;
  open?: 'true' | 'false' | undefined;
  tutorId?: number | undefined;
};

/** A tutor's own invoices, newest first; for admins the queue, oldest first. */
export const listInvoices = async (ctx: AppContext, actor: Actor, query: ListQuery) => {
  const admin = can(actor.role, 'invoices.process');
  const statuses = query.stage
    ? stageCondition(query.stage)
    : query.open === 'true'
      ? inArray(invoices.status, [InvoiceStatus.PendingApproval, InvoiceStatus.PendingCancellation])
      : undefined;
  const { rows, total } = await repo.listInvoices(
    ctx.db,
    { tutorId: admin ? query.tutorId : actor.id, statuses, oldestFirst: admin },
    query,
  );
  return {
    list: rows.map((row) => presentInvoice(row, ctx.config.timeZone)),
    total,
    counts: admin ? await queueCounts(ctx) : {},
  };
};

const STATS_MONTHS = 12;

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** A tutor's balance and its last twelve months (the tutor themself, or admins). */
export const invoiceStats = async (
  ctx: AppContext,
  actor: Actor,
  tutorId: number,
): Promise<InvoiceStats> => {
  if (!can(actor.role, 'invoices.process') && actor.id !== tutorId)
    throw new AppError('forbidden', 'Only the tutor and admins see a balance');
  const now = new Date();
  const zone = ctx.config.timeZone;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
  })
    .formatToParts(now)
    .reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.type]: Number(p.value) }), {});
  const keys = Array.from({ length: STATS_MONTHS }, (_, i) => {
    const index = parts.year! * 12 + (parts.month! - 1) - (STATS_MONTHS - 1 - i);
    return monthKey(Math.floor(index / 12), (index % 12) + 1);
  });
  // A little before the first month's start in any zone: the months outside are dropped below.
  const since = new Date(`${keys[0]}-01T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - 1);
  const [balance, earned, held] = await Promise.all([
    balanceFor(ctx.db, tutorId, now),
    repo.earnedByMonth(ctx.db, tutorId, now, zone, since),
    repo.invoicesByMonth(ctx.db, tutorId, zone, since),
  ]);
  const months = keys.map((month) => ({
    month,
    earned: earned.find((row) => row.month === month)?.earned ?? 0,
    withdrawn: held
      .filter((row) => row.month === month && row.status === InvoiceStatus.Approved)
      .reduce((sum, row) => sum + row.amount, 0),
    pending: held
      .filter((row) => row.month === month && row.status !== InvoiceStatus.Approved)
      .reduce((sum, row) => sum + row.amount, 0),
  }));
  return { ...balance, months };
};

export type ReceiptFile = { bytes: Buffer; truncated: boolean } | null;
export type UpdateFields = {
  action: string;
  details?: InvoiceRequest | undefined;
  note?: string | undefined;
};

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The kind of a receipt file from its first bytes: an image or a PDF. */
const receiptType = (bytes: Buffer): 'jpg' | 'png' | 'pdf' | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
};

const adminNoteOf = (note: string | undefined): string | null => {
  if (note === undefined || note.trim() === '') return null;
  const parsed = z.safeParse(rules.invoiceNote, note);
  if (!parsed.success)
    throw new AppError(parsed.error.issues[0]!.message as 'invoice-note-invalid', 'Bad note');
  return parsed.data;
};

const auditView = (row: repo.InvoiceRow) => ({
  stage: stageOf({ ...row, status: row.status as Status }),
  amount: row.amount,
  adminNote: row.adminNote,
  receipt: row.receipt,
});

/** Moves an invoice by an action, if the table of stages allows it from where it is. */
export const updateInvoice = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  fields: UpdateFields,
  file: ReceiptFile,
) => {
  const admin = can(actor.role, 'invoices.process');
  const mine: readonly string[] = admin ? adminInvoiceActions : tutorInvoiceActions;
  if (!mine.includes(fields.action))
    throw new AppError('forbidden', `${admin ? 'Admins' : 'Tutors'} may not ${fields.action}`);
  const action = fields.action as InvoiceAction;
  if (action === 'edit' && !fields.details) throw new AppError('empty-request', 'Send the details');
  if (file?.truncated) throw new AppError('large-file-size', 'The receipt is too large');
  let receipt: string | null = null;
  if (action === 'fulfil') {
    if (!file || file.bytes.length === 0) throw new AppError('required', 'Attach the receipt');
    const type = receiptType(file.bytes);
    if (!type) throw new AppError('invalid-file-type', 'A receipt is a JPG, PNG or PDF file');
    receipt = await ctx.storage.put('private', file.bytes, type);
  }
  const adminNote =
    action === 'note' || action === 'reject' || action === 'cancel'
      ? adminNoteOf(fields.note)
      : undefined;
  const now = new Date();
  try {
    const row = await ctx.db
      .transaction(async (tx) => {
        const current = await repo.lockInvoice(tx, id);
        if (!current || (!admin && current.tutorId !== actor.id))
          throw new AppError('invoice-not-found', 'No such invoice');
        const stage = stageOf({ ...current, status: current.status as Status });
        const next = nextStage(stage, action);
        if (!next)
          throw new AppError('illegal-invoice-update', `Cannot ${action} a ${stage} invoice`);
        const changes = {
          ...stateOf(next),
          ...(action === 'edit' && fields.details
            ? {
                amount: fields.details.amount,
                note: fields.details.note ?? null,
                ...payout(fields.details),
              }
            : {}),
          ...(receipt ? { receipt } : {}),
          ...(adminNote !== undefined && (action === 'note' || adminNote !== null)
            ? { adminNote }
            : {}),
          ...(admin ? { addressedBy: actor.id } : {}),
        };
        await repo.updateInvoiceRow(tx, id, changes);
        if (admin)
          await recordAudit(tx, {
            actorId: actor.id,
            action: `invoice.${action}`,
            subjectType: 'invoice',
            subjectId: id,
            before: auditView(current),
            after: auditView({ ...current, ...changes }),
          });
        if (next === 'fulfilled' || next === 'rejected') await scheduleSettledNotice(tx, id, now);
        return { ...current, ...changes };
      })
      .catch(refusedBalance);
    ctx.wakeJobs();
    await ctx.events.emit('invoice.changed', {
      invoiceId: id,
      tutorId: row.tutorId,
      removed: row.status === InvoiceStatus.Canceled,
    });
    return answer(ctx, id);
  } catch (error) {
    if (receipt) await ctx.storage.remove('private', receipt);
    throw error;
  }
};

/** Whether a user may read a receipt: the invoice's tutor and admins. */
export const receiptAccess = async (
  ctx: AppContext,
  actor: Actor | null,
  name: string,
): Promise<'ok' | 'forbidden' | 'not-found'> => {
  if (!actor) return 'forbidden';
  const owner = await repo.invoiceOfReceipt(ctx.db, name);
  if (!owner) return 'not-found';
  return can(actor.role, 'invoices.process') || owner.tutorId === actor.id ? 'ok' : 'forbidden';
};
