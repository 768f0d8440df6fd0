/**
 * Partial refunds by admins and cash refunds paid out to a wallet or bank
 * (docs/product/plans-and-payments.md#refunds, #cash-refunds): an amount from one piaster to what is
 * left, with a reason in the audit log; a kiosk order's refund becomes a payout the student says
 * where to send, an admin marks paid or failed; the order's refunded amount is always what the
 * provider returned plus the payouts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, PlanPeriod, TransactionStatus, WithdrawMethod, type Plan } from '@darsak/shared';
import { auditEntries, refundPayouts, transactions, users } from '../../src/db/schema.js';
import { gatewayOf } from '../../src/modules/payments/gateways.js';
import { startHarness, type Harness } from '../harness.js';
import { adminToken, buyer, cardBuyer, createPlan, kioskBuyer } from '../payment-fixtures.js';
import { expectError, outbox } from '../support.js';

let h: Harness;
let plan: Plan;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  plan = await createPlan(h);
  admin = await adminToken(h);
});
afterAll(() => h.close());

/** A valid Egyptian IBAN (its check digits hold), and the same with one digit wrong. */
const IBAN = 'EG38 0019 0005 0000 0000 2631 80002';
const BAD_IBAN = 'EG39 0019 0005 0000 0000 2631 80002';

const order = () => ({ planId: plan.id, period: PlanPeriod.Quarter as 1 });

const cardStudent = () => cardBuyer(h, order());
const kioskStudent = () => kioskBuyer(h, order());

const refund = (transactionId: number, extra: { amount?: number; reason?: string } = {}) =>
  h.call(api.refund, {
    body: { transactionId, reason: 'Asked for part back', ...extra },
    token: admin,
  });

const mine = (token: string) => h.call(api.userSubscriptions, { token });

const payoutsOf = (token: string) => h.call(api.listRefundPayouts, { query: {}, token });

const emailOf = async (id: number) =>
  (await h.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

describe('a partial refund by an admin', () => {
  it('refunds 1 to what is left through the provider, audited with its reason', async () => {
    const s = await cardStudent();
    const paid = s.order.amount;
    expectError(await refund(s.order.id, { amount: 0 }), 'amount-not-positive');
    expectError(await refund(s.order.id, { amount: 100, reason: 'no' }), 'reason-too-short');
    expectError(await refund(s.order.id, { amount: paid + 1 }), 'amount-above-max');

    const part = await refund(s.order.id, { amount: 1 });
    expect(part.body).toMatchObject({
      status: TransactionStatus.PartialRefunded,
      refundedAmount: 1,
    });
    // A partial refund leaves the plan running.
    expect((await mine(s.token)).body.active).toMatchObject({ planId: plan.id });
    const [audit] = await h.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'transaction.refund'), eq(auditEntries.subjectId, s.id)));
    expect(audit!.after).toMatchObject({
      transactionId: s.order.id,
      amount: 1,
      refundedAmount: 1,
      reason: 'Asked for part back',
      refundPayoutId: null,
      subscriptionEnded: false,
    });

    // A piaster more than is left is refused; exactly what is left ends the plan.
    expectError(await refund(s.order.id, { amount: paid }), 'amount-above-max');
    const rest = await refund(s.order.id, { amount: paid - 1 });
    expect(rest.body).toMatchObject({ status: TransactionStatus.Refunded, refundedAmount: paid });
    expect((await mine(s.token)).body.active?.period).toBe(PlanPeriod.FreeTrial);
    const [row] = await h.ctx.db
      .select({ byProvider: transactions.refundedByProvider })
      .from(transactions)
      .where(eq(transactions.id, s.order.id));
    expect(row!.byProvider).toBe(paid);
    expect((await payoutsOf(s.token)).body.total).toBe(0);
  });
});

describe('a refund of an order paid in cash', () => {
  it('becomes a payout the student directs and an admin pays, not the provider’s', async () => {
    const s = await kioskStudent();
    const other = await buyer(h);
    const provider = vi.spyOn(gatewayOf(h.ctx, 'fawry'), 'refund');
    try {
      const part = await refund(s.order.id, { amount: 30_000 });
      expect(part.body).toMatchObject({
        status: TransactionStatus.PartialRefunded,
        refundedAmount: 30_000,
      });
      expect(provider).not.toHaveBeenCalled();
    } finally {
      provider.mockRestore();
    }
    await h.runJobs();
    const email = await emailOf(s.id);
    const told = (await outbox(h, email)).find((m) => m.subject?.startsWith('سنعيد إليك'));
    expect(told!.text).toContain('ولأن الطلب دُفع نقداً فلا يُعاد المبلغ عبر مزود الدفع');
    expect(told!.text).not.toContain('عبر مزود الدفع.');

    const listed = await payoutsOf(s.token);
    expect(listed.body).toMatchObject({ total: 1, waiting: 0 });
    const payout = listed.body.list[0]!;
    expect(payout).toMatchObject({
      transactionId: s.order.id,
      amount: 30_000,
      status: 'details-needed',
      method: null,
    });
    const give = (body: Record<string, unknown>, token = s.token) =>
      h.call(api.giveRefundDestination, {
        params: { id: payout.id },
        body: body as never,
        token,
      });
    // Each wrong detail has its own code.
    expectError(await give({ method: WithdrawMethod.Wallet, phone: '0123' }), 'invalid-phone');
    const bank = { method: WithdrawMethod.Bank, bank: 'CIB', receiver: 'Sara Ahmed' };
    expectError(await give({ ...bank, accountNumber: BAD_IBAN }), 'invalid-iban');
    expectError(await give({ ...bank, accountNumber: 'EG12' }), 'invalid-iban');
    expectError(await give({ ...bank, accountNumber: '123456789' }), 'invalid-bank-account');
    expectError(await give({ ...bank, bank: 'XYZ', accountNumber: IBAN }), 'invalid-bank-name');
    expectError(await give({ method: WithdrawMethod.InstantPayment }), 'invalid-withdraw-method');
    // Someone else's payout does not exist for them.
    expectError(
      await give({ method: WithdrawMethod.Wallet, phone: '01012345678' }, other.token),
      'refund-payout-not-found',
    );

    const given = await give({ ...bank, accountNumber: IBAN });
    expect(given.body).toMatchObject({
      status: 'requested',
      method: WithdrawMethod.Bank,
      accountNumber: 'EG380019000500000000263180002',
      receiver: 'Sara Ahmed',
    });
    // Once asked for, it may be on its way: the student cannot change it.
    expectError(await give({ method: WithdrawMethod.Wallet, phone: '01012345678' }), 'illegal');

    const queue = await h.call(api.listRefundPayouts, {
      query: { status: 'requested', userId: s.id },
      token: admin,
    });
    expect(queue.body).toMatchObject({ total: 1, waiting: 1 });
    // A student sees only their own, whoever they ask about.
    const others = await h.call(api.listRefundPayouts, {
      query: { userId: s.id },
      token: other.token,
    });
    expect(others.body).toMatchObject({ total: 0, waiting: 0 });

    const settle = (body: Record<string, unknown>, token = admin) =>
      h.call(api.settleRefundPayout, { params: { id: payout.id }, body: body as never, token });
    expect((await settle({ outcome: 'paid', reference: 'x' }, s.token)).status).toBe(403);
    expectError(await settle({ outcome: 'failed', note: 'no' }), 'reason-too-short');
    const failed = await settle({ outcome: 'failed', note: 'The bank returned the transfer' });
    expect(failed.body).toMatchObject({
      status: 'failed',
      failureNote: 'The bank returned the transfer',
    });
    expectError(await settle({ outcome: 'paid', reference: 'TRX-1' }), 'illegal');
    await h.runJobs();
    const asked = (await outbox(h, email)).find((m) => m.subject?.startsWith('استرداد مبلغ'));
    expect(asked!.text).toContain('لم يصل تحويل');
    expect(asked!.text).toContain('CIB …0002');

    // Asked again, the student gives a wallet; the admin pays it.
    await give({ method: WithdrawMethod.Wallet, phone: '01098765432' });
    expectError(await settle({ outcome: 'paid', reference: ' ' }), 'required');
    expectError(
      await settle({ outcome: 'paid', reference: 'R'.repeat(101) }),
      'payout-reference-too-long',
    );
    const paid = await settle({ outcome: 'paid', reference: 'TRX-77' });
    expect(paid.body).toMatchObject({
      status: 'paid',
      reference: 'TRX-77',
      phone: '+201098765432',
      bank: null,
      failureNote: null,
      paidBy: { id: expect.any(Number) },
      paidAt: expect.any(String),
    });
    expectError(await settle({ outcome: 'failed', note: 'Too late now' }), 'illegal');
    await h.runJobs();
    const sent = (await outbox(h, email)).filter((m) => m.subject?.startsWith('استرداد مبلغ'));
    expect(sent.map((m) => m.text).join('\n')).toContain('مرجع التحويل: TRX-77');
    const audits = await h.ctx.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, s.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'refund-payout.failed',
      'refund-payout.paid',
      'transaction.refund',
    ]);

    // The rest of the order, refunded in full, is a second payout; the plan ends.
    const rest = await refund(s.order.id);
    expect(rest.body).toMatchObject({
      status: TransactionStatus.Refunded,
      refundedAmount: s.order.amount,
    });
    const both = await payoutsOf(s.token);
    expect(both.body.list.map((p) => p.amount)).toEqual([s.order.amount - 30_000, 30_000]);
  });

  it('pays a cancelled cash plan’s unused weeks out as a payout', async () => {
    const s = await kioskStudent();
    const subscription = (await mine(s.token)).body.active!;
    const quote = await h.call(api.cancellationQuote, {
      query: { id: subscription.id },
      token: s.token,
    });
    expect(quote.body.refund).toBeGreaterThan(0);
    const cancelled = await h.call(api.cancelSubscription, {
      body: { id: subscription.id },
      token: s.token,
    });
    expect(cancelled.status).toBe(200);
    const listed = await payoutsOf(s.token);
    expect(listed.body.list).toEqual([
      expect.objectContaining({
        transactionId: s.order.id,
        amount: quote.body.refund,
        status: 'details-needed',
      }),
    ]);
    const tx = await h.call(api.getTransaction, { params: { id: s.order.id }, token: s.token });
    expect(tx.body).toMatchObject({
      status: TransactionStatus.PartialRefunded,
      refundedAmount: quote.body.refund,
    });
  });
});

/** The database's words refusing a write ('' when it was not refused). */
const refusal = (write: PromiseLike<unknown>): Promise<string> =>
  Promise.resolve(write).then(
    () => '',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

describe('the database holds that refunds add up', () => {
  it('refuses a refunded amount that neither the provider nor payouts account for', async () => {
    const s = await kioskStudent();
    expect(
      await refusal(
        h.ctx.db
          .update(transactions)
          .set({ refundedAmount: 100, status: TransactionStatus.PartialRefunded })
          .where(eq(transactions.id, s.order.id)),
      ),
    ).toMatch(/refunded 100 but the provider returned 0 and payouts hold 0/);
    expect(
      await refusal(
        h.ctx.db
          .insert(refundPayouts)
          .values({ transactionId: s.order.id, userId: s.id, amount: 5 }),
      ),
    ).toMatch(/refunded 0 but the provider returned 0 and payouts hold 5/);
    // Together, in one transaction, they add up.
    await h.ctx.db.transaction(async (tx) => {
      await tx
        .update(transactions)
        .set({ refundedAmount: 100, status: TransactionStatus.PartialRefunded })
        .where(eq(transactions.id, s.order.id));
      await tx
        .insert(refundPayouts)
        .values({ transactionId: s.order.id, userId: s.id, amount: 100 });
    });
    const [sums] = await h.ctx.db
      .execute(
        sql`
      select t.refunded_amount::int as refunded, coalesce(sum(p.amount), 0)::int as paid_out
        from transactions t left join refund_payouts p on p.transaction_id = t.id
       where t.id = ${s.order.id} group by t.id`,
      )
      .then((r) => (r as unknown as { rows: { refunded: number; paid_out: number }[] }).rows);
    expect(sums).toEqual({ refunded: 100, paid_out: 100 });
  });
});
