/**
 * Why a payment failed (docs/product/plans-and-payments.md#why-a-payment-failed): each reason
 * produced through each provider's local sandbox, read from its report and kept on the order; and
 * trying again with the order's coupon (#trying-again). Runs on the embedded database and on
 * PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  PlanPeriod,
  TransactionStatus,
  type PaymentFailure,
  type Plan,
  type Transaction,
} from '@darsak/shared';
import { coupons, couponRedemptions, transactions } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import {
  adminToken,
  buyer,
  createPlan,
  kioskReference,
  PAYMOB_ROUTING,
  redirectUrl,
  signedNotification,
  submit,
} from '../payment-fixtures.js';
import { expectError } from '../support.js';

let fawry: Harness;
let paymob: Harness;
let fawryPlan: Plan;
let paymobPlan: Plan;
beforeAll(async () => {
  fawry = await startHarness();
  paymob = await startHarness(PAYMOB_ROUTING);
  fawryPlan = await createPlan(fawry);
  paymobPlan = await createPlan(paymob);
});
afterAll(async () => {
  await fawry.close();
  await paymob.close();
});

type Student = Awaited<ReturnType<typeof buyer>>;

const card = (number: string) => ({ holder: 'S A', number, expiry: '12/30', cvv: '123' });

const read = async (h: Harness, s: Student, id: number): Promise<Transaction> =>
  (await h.call(api.getTransaction, { params: { id }, token: s.token })).body;

const expectFailure = (
  tx: Transaction,
  failure: PaymentFailure | null,
  status: TransactionStatus = TransactionStatus.Failed,
) => expect({ status: tx.status, failure: tx.failure }).toEqual({ status, failure });

describe('FawryPay says why', () => {
  const month = (couponCode?: string) => ({
    planId: fawryPlan.id,
    period: PlanPeriod.Month as 0,
    ...(couponCode ? { couponCode } : {}),
  });

  /** A new card on FawryPay's hosted page; with `otp`, its 3-D Secure step answered. */
  const payByNewCard = async (s: Student, number: string, otp?: string, couponCode?: string) => {
    const start = await fawry.call(api.payByCard, {
      body: { ...month(couponCode), saveCard: false },
      token: s.token,
    });
    expect(start.status).toBe(200);
    const page = await submit(fawry, redirectUrl(start.body), card(number));
    expect(page.status).toBe(303);
    if (otp !== undefined) {
      expect(page.location).toMatch(/\/sandbox\/fawry\/3ds\//);
      await submit(fawry, page.location!, { otp });
    }
    return read(fawry, s, start.body.transaction.id);
  };

  it('a card its bank declines, with FawryPay’s own words kept', async () => {
    const tx = await payByNewCard(await buyer(fawry), '4000 0000 0000 0002');
    expectFailure(tx, 'card-declined');
    expect(tx.failureReason).toBe('Issuer bank is unwilling to accept the transaction');
  });

  it('a card without enough money on it', async () => {
    expectFailure(
      await payByNewCard(await buyer(fawry), '4000 0000 0000 9995'),
      'insufficient-funds',
    );
  });

  it('a wrong 3-D Secure code; the right one pays', async () => {
    expectFailure(
      await payByNewCard(await buyer(fawry), '4000 0000 0000 3220', '000000'),
      'secure-code',
    );
    const paid = await payByNewCard(await buyer(fawry), '4000 0000 0000 3220', '123456');
    expectFailure(paid, null, TransactionStatus.Paid);
  });

  it('a wrong wallet PIN', async () => {
    const s = await buyer(fawry);
    const start = await fawry.call(api.payByWallet, {
      body: { ...month(), walletPhone: '01012345678' },
      token: s.token,
    });
    const approve = start.body.next.kind === 'wallet' ? start.body.next.approveUrl! : '';
    const refused = await submit(fawry, approve, { pin: '000000' });
    expect(refused.body).toContain('الرقم السري غير صحيح');
    expectFailure(await read(fawry, s, start.body.transaction.id), 'wallet-refused');
  });

  it('a kiosk reference let expire at the counter', async () => {
    const s = await buyer(fawry);
    const start = await fawry.call(api.payByReference, { body: month(), token: s.token });
    const reference = kioskReference(start.body);
    const counter = await fawry.inject({ method: 'GET', url: '/sandbox/fawry/kiosk' });
    expect(counter.body).toContain('action="/sandbox/fawry/kiosk/expire"');
    const expired = await submit(fawry, '/sandbox/fawry/kiosk/expire', { reference });
    expect(expired.status).toBe(200);
    expect(expired.body).toContain(`انتهت صلاحية الرقم المرجعي ${reference} دون دفع.`);
    expectFailure(
      await read(fawry, s, start.body.transaction.id),
      'reference-expired',
      TransactionStatus.Expired,
    );
    // It cannot be paid any more.
    expect((await submit(fawry, '/sandbox/fawry/kiosk', { reference })).status).toBe(409);
  });

  it('a kiosk reference whose window passes; a card order whose window passes has no reason', async () => {
    const s = await buyer(fawry);
    const kiosk = await fawry.call(api.payByReference, { body: month(), token: s.token });
    const other = await buyer(fawry);
    const byCard = await fawry.call(api.payByCard, {
      body: { ...month(), saveCard: false },
      token: other.token,
    });
    for (const id of [kiosk.body.transaction.id, byCard.body.transaction.id])
      await fawry.ctx.db
        .update(transactions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(transactions.id, id));
    await fawry.runJobs(() => new Date(Date.now() + 49 * 3_600_000));
    expectFailure(
      await read(fawry, s, kiosk.body.transaction.id),
      'reference-expired',
      TransactionStatus.Expired,
    );
    expectFailure(
      await read(fawry, other, byCard.body.transaction.id),
      null,
      TransactionStatus.Expired,
    );
  });

  it('reads the refusal from a notification’s code and words; an unnamed one is “other”', async () => {
    const cases: [fields: Record<string, unknown>, method: string, PaymentFailure][] = [
      [{ failureErrorCode: 99901 }, 'CARD', 'card-declined'],
      [{ failureReason: 'Insufficient funds in the account' }, 'CARD', 'insufficient-funds'],
      [{ failureReason: 'Wallet user did not confirm' }, 'MWALLET', 'wallet-refused'],
      [{ failureErrorCode: 99903 }, 'CARD', 'other'],
      [{}, 'CARD', 'other'],
    ];
    for (const [fields, method, failure] of cases) {
      const s = await buyer(fawry);
      const start = await fawry.call(api.payByReference, { body: month(), token: s.token });
      const body = {
        ...signedNotification({
          merchantRef: start.body.transaction.merchantRef,
          amount: '400.00',
          status: 'FAILED',
          method,
        }),
        ...fields,
      };
      expect((await fawry.call(api.fawryNotification, { body: body as never })).status).toBe(200);
      expectFailure(await read(fawry, s, start.body.transaction.id), failure);
    }
  });

  it('trying again keeps the coupon: given back when the order failed, it applies and pays', async () => {
    const admin = await adminToken(fawry);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await fawry.call(api.createCoupon, {
      body: { code: 'AGAIN20', discount: 20, expiresAt: inAMonth },
      token: admin,
    });
    const s = await buyer(fawry);
    const failed = await payByNewCard(s, '4000 0000 0000 3220', '000000', 'AGAIN20');
    expectFailure(failed, 'secure-code');
    expect(failed).toMatchObject({ couponCode: 'AGAIN20', amount: 32_000 });

    // The order as it was: the same plan, period and coupon, priced the same.
    const quote = await fawry.call(api.quoteCheckout, {
      query: { planId: failed.planId, period: failed.period as 0, couponCode: failed.couponCode! },
      token: s.token,
    });
    expect(quote.body.total).toBe(failed.amount);
    const paid = await payByNewCard(s, '4000 0000 0000 3220', '123456', 'AGAIN20');
    expect(paid).toMatchObject({
      status: TransactionStatus.Paid,
      couponCode: 'AGAIN20',
      amount: 32_000,
      failure: null,
    });
    const [coupon] = await fawry.ctx.db.select().from(coupons).where(eq(coupons.code, 'AGAIN20'));
    const redemptions = await fawry.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon!.id));
    expect(redemptions.map((r) => r.transactionId)).toEqual([paid.id]);
  });

  it('trying again with a coupon that expired or was used up meanwhile says so', async () => {
    const admin = await adminToken(fawry);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    for (const code of ['GONE15', 'LAST15'])
      await fawry.call(api.createCoupon, {
        body: {
          code,
          discount: 15,
          expiresAt: inAMonth,
          ...(code === 'LAST15' ? { maxUses: 1 } : {}),
        },
        token: admin,
      });
    const s = await buyer(fawry);
    expectFailure(
      await payByNewCard(s, '4000 0000 0000 0002', undefined, 'GONE15'),
      'card-declined',
    );
    expectFailure(
      await payByNewCard(s, '4000 0000 0000 0002', undefined, 'LAST15'),
      'card-declined',
    );

    // One expires a minute ago; the other's one use goes to another student meanwhile.
    await fawry.ctx.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(coupons.code, 'GONE15'));
    const other = await buyer(fawry);
    expectFailure(
      await payByNewCard(other, '4242 4242 4242 4242', undefined, 'LAST15'),
      null,
      TransactionStatus.Paid,
    );
    for (const couponCode of ['GONE15', 'LAST15'])
      expectError(
        await fawry.call(api.quoteCheckout, { query: month(couponCode), token: s.token }),
        'coupon-not-found',
      );
    // Without it the order still goes through.
    expect(
      (await fawry.call(api.quoteCheckout, { query: month(), token: s.token })).body.total,
    ).toBe(40_000);
  });

  it('a coupon a minute before its expiry still applies when trying again', async () => {
    const admin = await adminToken(fawry);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await fawry.call(api.createCoupon, {
      body: { code: 'EDGE10', discount: 10, expiresAt: inAMonth },
      token: admin,
    });
    const s = await buyer(fawry);
    expectFailure(
      await payByNewCard(s, '4000 0000 0000 0002', undefined, 'EDGE10'),
      'card-declined',
    );
    await fawry.ctx.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(coupons.code, 'EDGE10'));
    const quote = await fawry.call(api.quoteCheckout, { query: month('EDGE10'), token: s.token });
    expect(quote.body).toMatchObject({ couponDiscount: 4_000, total: 36_000 });
  });
});

describe('Paymob says why', () => {
  const start = async (method: 'card' | 'wallet' | 'kiosk', couponCode?: string) => {
    const s = await buyer(paymob);
    const res = await paymob.call(api.payOnProviderPage, {
      body: {
        planId: paymobPlan.id,
        period: PlanPeriod.Month as 0,
        method,
        ...(couponCode ? { couponCode } : {}),
      },
      token: s.token,
    });
    expect(res.status).toBe(200);
    const clientSecret = new URL(redirectUrl(res.body), 'http://x').searchParams.get(
      'clientSecret',
    )!;
    return { s, id: res.body.transaction.id, clientSecret };
  };

  const payByCard = async (number: string, otp?: string) => {
    const { s, id, clientSecret } = await start('card');
    const page = await submit(paymob, '/sandbox/paymob/unifiedcheckout/card', {
      clientSecret,
      ...card(number),
    });
    if (otp !== undefined) {
      expect(page.status).toBe(200);
      await submit(paymob, '/sandbox/paymob/unifiedcheckout/3ds', { clientSecret, otp });
    }
    return read(paymob, s, id);
  };

  it('a card its bank declines, with Paymob’s words kept', async () => {
    const tx = await payByCard('4000000000000002');
    expectFailure(tx, 'card-declined');
    expect(tx.failureReason).toBe('Do not honour');
  });

  it('a card without enough money on it', async () => {
    expectFailure(await payByCard('4000000000009995'), 'insufficient-funds');
  });

  it('a wrong 3-D Secure code', async () => {
    expectFailure(await payByCard('4000000000003220', '000000'), 'secure-code');
  });

  it('a wrong wallet PIN', async () => {
    const { s, id, clientSecret } = await start('wallet');
    await submit(paymob, '/sandbox/paymob/unifiedcheckout/wallet', {
      clientSecret,
      phone: '01012345678',
      pin: '111111',
    });
    expectFailure(await read(paymob, s, id), 'wallet-refused');
  });

  it('a kiosk bill let expire at the Aman / Masary counter', async () => {
    const { s, id, clientSecret } = await start('kiosk');
    const issued = await submit(paymob, '/sandbox/paymob/unifiedcheckout/kiosk', { clientSecret });
    const reference = /class="reference" dir="ltr">(\d+)</.exec(issued.body)![1]!;
    const expired = await submit(paymob, '/sandbox/paymob/kiosk/expire', { reference });
    expect(expired.status).toBe(200);
    expectFailure(await read(paymob, s, id), 'reference-expired', TransactionStatus.Expired);
    expect((await submit(paymob, '/sandbox/paymob/kiosk', { reference })).status).toBe(409);
  });

  it('trying again keeps the coupon and pays', async () => {
    const admin = await adminToken(paymob);
    await paymob.call(api.createCoupon, {
      body: {
        code: 'PAYMOB10',
        discount: 10,
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
      token: admin,
    });
    const first = await start('card', 'PAYMOB10');
    await submit(paymob, '/sandbox/paymob/unifiedcheckout/card', {
      clientSecret: first.clientSecret,
      ...card('4000000000003220'),
    });
    await submit(paymob, '/sandbox/paymob/unifiedcheckout/3ds', {
      clientSecret: first.clientSecret,
      otp: '000000',
    });
    const failed = await read(paymob, first.s, first.id);
    expectFailure(failed, 'secure-code');
    const again = await paymob.call(api.payOnProviderPage, {
      body: {
        planId: failed.planId,
        period: failed.period as 0,
        method: 'card',
        couponCode: failed.couponCode!,
      },
      token: first.s.token,
    });
    expect(again.body.transaction).toMatchObject({ couponCode: 'PAYMOB10', amount: 36_000 });
    const clientSecret = new URL(redirectUrl(again.body), 'http://x').searchParams.get(
      'clientSecret',
    )!;
    await submit(paymob, '/sandbox/paymob/unifiedcheckout/card', {
      clientSecret,
      ...card('5123456789012346'),
    });
    expect(await read(paymob, first.s, again.body.transaction.id)).toMatchObject({
      status: TransactionStatus.Paid,
      couponCode: 'PAYMOB10',
      failure: null,
    });
  });
});
