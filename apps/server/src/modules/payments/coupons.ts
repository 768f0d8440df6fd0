/**
 * Coupons (docs/product/plans-and-payments.md#coupons): admins manage them; students preview one at
 * checkout.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Coupon } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { onPage } from '../../db/sql-helpers.js';
import { coupons, transactions } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import * as repo from './repository.js';

type CouponInput = { code: string; discount: number; expiresAt: string; maxUses?: number | null };

// Written out in full: inside a subquery drizzle leaves columns unqualified.
const uses = sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = "coupons"."id")`;

const present = (row: repo.CouponRow & { uses: number }): Coupon => ({
  id: row.id,
  code: row.code,
  discount: row.discount,
  expiresAt: row.expiresAt.toISOString(),
  maxUses: row.maxUses,
  uses: row.uses,
  createdAt: row.createdAt.toISOString(),
});

const load = async (ctx: AppContext, id: number) => {
  const [row] = await ctx.db.select({ row: coupons, uses }).from(coupons).where(eq(coupons.id, id));
  if (!row) throw new AppError('coupon-not-found');
  return present({ ...row.row, uses: row.uses });
};

const values = (input: CouponInput) => ({
  code: input.code,
  discount: input.discount,
  expiresAt: new Date(input.expiresAt),
  maxUses: input.maxUses ?? null,
});

const codeTaken = (error: unknown) => {
  if (isUniqueViolation(error, 'coupons_code_unique'))
    return new AppError('illegal', 'Another coupon has this code');
  return error;
};

export const createCoupon = async (ctx: AppContext, actor: Actor, input: CouponInput) => {
  try {
    const [row] = await ctx.db
      .insert(coupons)
      .values({ ...values(input), createdBy: actor.id })
      .returning();
    return present({ ...row!, uses: 0 });
  } catch (error) {
    throw codeTaken(error);
  }
};

export const updateCoupon = async (ctx: AppContext, id: number, input: CouponInput) => {
  try {
    const [row] = await ctx.db
      .update(coupons)
      .set(values(input))
      .where(eq(coupons.id, id))
      .returning();
    if (!row) throw new AppError('coupon-not-found');
  } catch (error) {
    throw codeTaken(error);
  }
  return load(ctx, id);
};

/** A coupon an order used stays, so the order keeps its meaning: let it expire instead. */
export const deleteCoupon = async (ctx: AppContext, id: number) => {
  const [used] = await ctx.db
    .select({ total: count() })
    .from(transactions)
    .where(eq(transactions.couponId, id));
  if ((await load(ctx, id)).uses > 0 || (used?.total ?? 0) > 0)
    throw new AppError('illegal', 'Orders used this coupon; let it expire instead');
  try {
    const deleted = await ctx.db
      .delete(coupons)
      .where(eq(coupons.id, id))
      .returning({ id: coupons.id });
    if (deleted.length === 0) throw new AppError('coupon-not-found');
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new AppError('illegal', 'Orders used this coupon; let it expire instead');
    throw error;
  }
};

export const getCoupon = (ctx: AppContext, id: number) => load(ctx, id);

export const listCoupons = async (ctx: AppContext, page: { page: number; size: number }) => {
  const rows = await onPage(
    ctx.db
      .select({ row: coupons, uses })
      .from(coupons)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .$dynamic(),
    page,
  );
  const [totals] = await ctx.db.select({ total: count() }).from(coupons);
  return { list: rows.map((r) => present({ ...r.row, uses: r.uses })), total: totals?.total ?? 0 };
};

/** The coupon's discount, when it exists, has not expired, is not used up and is not used by this student. */
export const previewCoupon = async (ctx: AppContext, actor: Actor, code: string) => {
  const row = await repo.findCouponByCode(ctx.db, code);
  if (!row || row.expiresAt <= new Date()) throw new AppError('coupon-not-found');
  if (await repo.hasRedeemed(ctx.db, row.id, actor.id))
    throw new AppError('illegal', 'This coupon was used already');
  if (row.maxUses !== null && (await repo.couponUses(ctx.db, row.id)) >= row.maxUses)
    throw new AppError('coupon-not-found', 'This coupon has been used up');
  return { code: row.code, discount: row.discount, expiresAt: row.expiresAt.toISOString() };
};
