/**
 * Earnings and withdrawals (docs/product/earnings.md): balance, validation codes, states, receipts,
 * live events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, LessonOutcome, Role } from '@darsak/shared';
import { eq } from 'drizzle-orm';
import { invoices, lessons } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { earningTutor, updateInvoice, walletRequest } from '../invoice-fixtures.js';
import { HOUR, insertLesson } from '../tutor-fixtures.js';
import { closeSockets, connectAs, next } from '../sockets.js';
import { expectError, images, outbox } from '../support.js';

let h: Harness;
let admin: string;
let superAdmin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin, gender: 2 })).token.value;
  superAdmin = (await h.account({ role: Role.SuperAdmin })).token.value;
});
afterAll(async () => {
  closeSockets();
  await h.close();
});

const pdf = Buffer.from('%PDF-1.4\n% receipt\n');

describe('a tutor’s balance and withdrawal requests', () => {
  it('derives the balance from fulfilled lessons and what is pending or withdrawn', async () => {
    const tutor = await earningTutor(h, 3);
    const before = await h.call(api.invoiceStats, { params: { id: tutor.id }, token: tutor.token });
    expect(before.body).toMatchObject({
      earned: 30_000,
      pending: 0,
      withdrawn: 0,
      available: 30_000,
    });
    expect(before.body.months).toHaveLength(12);
    expect(before.body.months.at(-1)?.earned).toBe(30_000);

    const made = await h.call(api.createInvoice, {
      body: walletRequest(10_000),
      token: tutor.token,
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      amount: 10_000,
      method: 0,
      phone: '+201012345678',
      stage: 'pending',
      status: 0,
      receipt: null,
    });
    expect(made.body.expectedTransfer.earliest < made.body.expectedTransfer.latest).toBe(true);
    const after = await h.call(api.invoiceStats, { params: { id: tutor.id }, token: tutor.token });
    expect(after.body).toMatchObject({ earned: 30_000, pending: 10_000, available: 20_000 });
    const list = await h.call(api.listInvoices, { token: tutor.token });
    expect(list.body.list.map((i) => i.id)).toEqual([made.body.id]);
    expect(list.body.counts).toEqual({});
  });

  it('answers the spec’s validation codes', async () => {
    const tutor = await earningTutor(h, 1, 6_000_000);
    const send = (body: unknown) =>
      h.call(api.createInvoice, { body: body as never, token: tutor.token });
    expectError(await send(walletRequest(5_000)), 'amount-below-min');
    expectError(await send(walletRequest(5_000_100)), 'amount-above-max');
    expectError(await send(walletRequest(0)), 'amount-not-positive');
    expectError(await send({ amount: 10_000, method: 7 }), 'invalid-invoice-method');
    expectError(await send({ amount: 10_000, method: 0, phone: '123' }), 'invalid-phone');
    const bank = {
      amount: 10_000,
      method: 1,
      bank: 'NBE',
      accountNumber: '1234567890',
      receiver: 'منى السيد',
    };
    expectError(await send({ ...bank, bank: '' }), 'bank-name-empty');
    expectError(await send({ ...bank, bank: 'XYZ' }), 'invalid-bank-name');
    expectError(await send({ ...bank, accountNumber: '12ab' }), 'invalid-bank-account');
    expect((await send(bank)).status).toBe(200);
    const insta = { amount: 10_000, method: 2, username: 'mona@instapay' };
    expectError(await send({ ...insta, username: 'mona' }), 'invalid-instant-payment-address');
    expectError(await send({ ...insta, note: '   ' }), 'invoice-note-empty');
    expectError(await send({ ...insta, note: '<b>hi</b>' }), 'invoice-note-invalid');
    expectError(await send({ ...insta, note: 'x'.repeat(501) }), 'invoice-note-too-long');
    expect((await send(insta)).status).toBe(200);
  });

  it('refuses more than the available balance, and other roles', async () => {
    const tutor = await earningTutor(h, 1);
    expectError(
      await h.call(api.createInvoice, { body: walletRequest(10_100), token: tutor.token }),
      'insufficient-balance',
    );
    const learner = await h.account({ role: Role.Student });
    expectError(
      await h.call(api.createInvoice, { body: walletRequest(10_000), token: learner.token.value }),
      'forbidden',
    );
    expectError(
      await h.call(api.createInvoice, { body: walletRequest(10_000) }),
      'unauthenticated',
    );
    expectError(
      await h.call(api.invoiceStats, { params: { id: tutor.id }, token: learner.token.value }),
      'forbidden',
    );
    const other = await earningTutor(h, 1);
    expectError(
      await h.call(api.invoiceStats, { params: { id: tutor.id }, token: other.token }),
      'forbidden',
    );
    expect(
      (await h.call(api.invoiceStats, { params: { id: tutor.id }, token: admin })).status,
    ).toBe(200);
  });

  it('has the database refuse a row that would take a balance below zero', async () => {
    const tutor = await earningTutor(h, 1);
    await expect(
      h.ctx.db
        .insert(invoices)
        .values({ tutorId: tutor.id, amount: 10_001, method: 0, phone: '+201012345678' }),
    ).rejects.toThrow();
  });
});

describe('the states of an invoice', () => {
  it('moves only along the table of stages, by the right role, and tells the tutor', async () => {
    const tutor = await earningTutor(h, 4);
    const { body: made } = await h.call(api.createInvoice, {
      body: walletRequest(10_000),
      token: tutor.token,
    });
    const id = made.id;
    const edit = JSON.stringify({ amount: 20_000, method: 2, username: 'mona@instapay' });
    let res = await updateInvoice(h, tutor.token, id, { action: 'edit', details: edit });
    expect(res.json()).toMatchObject({ stage: 'updated', amount: 20_000, method: 2, phone: null });
    expectError(
      {
        status: (res = await updateInvoice(
          h,
          admin,
          id,
          { action: 'fulfil' },
          { data: pdf, filename: 'r.pdf', contentType: 'application/pdf' },
        )).statusCode,
        body: res.json(),
      },
      'illegal-invoice-update',
    );
    res = await updateInvoice(h, tutor.token, id, { action: 'fulfil' });
    expectError({ status: res.statusCode, body: res.json() }, 'forbidden');
    res = await updateInvoice(h, admin, id, { action: 'edit', details: edit });
    expectError({ status: res.statusCode, body: res.json() }, 'forbidden');
    res = await updateInvoice(h, admin, id, { action: 'approve-update' });
    expect(res.json()).toMatchObject({ stage: 'pending' });
    res = await updateInvoice(h, admin, id, { action: 'fulfil' });
    expectError({ status: res.statusCode, body: res.json() }, 'required');
    res = await updateInvoice(
      h,
      admin,
      id,
      { action: 'fulfil' },
      { data: Buffer.from('hello'), filename: 'r.txt', contentType: 'text/plain' },
    );
    expectError({ status: res.statusCode, body: res.json() }, 'invalid-file-type');
    res = await updateInvoice(h, admin, id, { action: 'note', note: 'حوّل يوم الأحد' });
    expect(res.json()).toMatchObject({ stage: 'pending', adminNote: 'حوّل يوم الأحد' });
    res = await updateInvoice(h, admin, id, { action: 'note', note: '' });
    expect(res.json()).toMatchObject({ adminNote: null });
    res = await updateInvoice(
      h,
      admin,
      id,
      { action: 'fulfil' },
      { data: images.png(), filename: 'r.png', contentType: 'image/png' },
    );
    expect(res.json()).toMatchObject({
      stage: 'fulfilled',
      status: 3,
      addressedBy: { id: expect.any(Number) },
    });
    expect(res.json().receipt).toMatch(/^[a-f0-9-]{36}\.png$/);
    res = await updateInvoice(h, tutor.token, id, { action: 'request-cancel' });
    expectError({ status: res.statusCode, body: res.json() }, 'illegal-invoice-update');
    res = await updateInvoice(h, admin, id, { action: 'launch' });
    expectError({ status: res.statusCode, body: res.json() }, 'illegal-invoice-update');
    const stats = await h.call(api.invoiceStats, { params: { id: tutor.id }, token: tutor.token });
    expect(stats.body).toMatchObject({ withdrawn: 20_000, pending: 0, available: 20_000 });
    await h.runJobs();
    const [notice] = await outbox(h, tutor.email);
    expect(notice?.subject).toContain('تحويل');
  });

  it('cancels at the tutor’s request once approved, and rejects with a reason', async () => {
    const tutor = await earningTutor(h, 3);
    const first = (
      await h.call(api.createInvoice, { body: walletRequest(10_000), token: tutor.token })
    ).body;
    let res = await updateInvoice(h, tutor.token, first.id, { action: 'request-cancel' });
    expect(res.json()).toMatchObject({ stage: 'cancel-requested', status: 1 });
    res = await updateInvoice(h, admin, first.id, { action: 'approve-cancel' });
    expect(res.json()).toMatchObject({ stage: 'cancelled', status: 2 });
    const second = (
      await h.call(api.createInvoice, { body: walletRequest(30_000), token: tutor.token })
    ).body;
    // The tutor is told why: a rejection without a reason (or a blank one) is refused, and the
    // invoice stays where it was.
    const reasonless: Record<string, string>[] = [
      { action: 'reject' },
      { action: 'reject', note: ' ' },
    ];
    for (const fields of reasonless) {
      res = await updateInvoice(h, admin, second.id, fields);
      expectError({ status: res.statusCode, body: res.json() }, 'invoice-note-empty');
    }
    res = await updateInvoice(h, admin, second.id, { action: 'reject', note: '<b>لا</b>' });
    expectError({ status: res.statusCode, body: res.json() }, 'invoice-note-invalid');
    const waiting = await h.call(api.listInvoices, {
      query: { tutorId: tutor.id, stage: 'pending' },
      token: admin,
    });
    expect(waiting.body.list.map((i) => i.id)).toContain(second.id);
    res = await updateInvoice(h, admin, second.id, {
      action: 'reject',
      note: 'رقم المحفظة غير صحيح',
    });
    expect(res.json()).toMatchObject({ stage: 'rejected', adminNote: 'رقم المحفظة غير صحيح' });
    const third = (
      await h.call(api.createInvoice, { body: walletRequest(10_000), token: tutor.token })
    ).body;
    res = await updateInvoice(h, admin, third.id, { action: 'cancel' });
    expect(res.json()).toMatchObject({ stage: 'cancelled-by-admin' });
    const stats = await h.call(api.invoiceStats, { params: { id: tutor.id }, token: tutor.token });
    expect(stats.body.available).toBe(30_000);
    const other = await earningTutor(h, 1);
    res = await updateInvoice(h, other.token, first.id, { action: 'request-cancel' });
    expectError({ status: res.statusCode, body: res.json() }, 'invoice-not-found');
  });

  it('lists the admin queue oldest first with counts by stage', async () => {
    const tutor = await earningTutor(h, 3);
    const a = (await h.call(api.createInvoice, { body: walletRequest(10_000), token: tutor.token }))
      .body;
    const b = (await h.call(api.createInvoice, { body: walletRequest(10_000), token: tutor.token }))
      .body;
    await updateInvoice(h, tutor.token, b.id, { action: 'request-cancel' });
    const queue = await h.call(api.listInvoices, {
      query: { tutorId: tutor.id, open: 'true' },
      token: admin,
    });
    expect(queue.body.list.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(queue.body.counts['cancel-requested']).toBeGreaterThanOrEqual(1);
    const cancelRequested = await h.call(api.listInvoices, {
      query: { tutorId: tutor.id, stage: 'cancel-requested' },
      token: admin,
    });
    expect(cancelRequested.body.list.map((i) => i.id)).toEqual([b.id]);
  });
});

describe('receipts', () => {
  it('serves a receipt only to its tutor and admins; guesses and paths find nothing', async () => {
    const tutor = await earningTutor(h, 1);
    const { body: made } = await h.call(api.createInvoice, {
      body: walletRequest(10_000),
      token: tutor.token,
    });
    const paid = (
      await updateInvoice(
        h,
        admin,
        made.id,
        { action: 'fulfil' },
        { data: pdf, filename: 'r.pdf', contentType: 'application/pdf' },
      )
    ).json();
    const get = (name: string, token?: string) =>
      h.inject({
        method: 'GET',
        url: `/assets/receipts/${name}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const own = await get(paid.receipt, tutor.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await get(paid.receipt, admin)).statusCode).toBe(200);
    const other = await earningTutor(h, 1);
    expect((await get(paid.receipt, other.token)).json()).toMatchObject({ code: 'forbidden' });
    expect((await get(paid.receipt)).json()).toMatchObject({ code: 'forbidden' });
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Freceipts%2F' + paid.receipt,
      '00000000-0000-0000-0000-000000000000.pdf',
      'x.pdf',
    ])
      expect((await get(name, admin)).json()).toMatchObject({ code: 'asset-not-found' });
    expect((await get('../../package.json', admin)).statusCode).toBe(404);
  });
});

describe('live invoices and the audit log', () => {
  it('tells the tutor’s and admins’ pages, and records admin actions for SuperAdmins', async () => {
    const tutor = await earningTutor(h, 2);
    const { body: made } = await h.call(api.createInvoice, {
      body: walletRequest(10_000),
      token: tutor.token,
    });
    const tutorSocket = await connectAs(h, tutor.token);
    const adminSocket = await connectAs(h, admin);
    const heardByTutor = next(tutorSocket, 'InvoiceUpdated', {
      where: (p) => p.invoiceId === made.id,
    });
    const heardByAdmin = next(adminSocket, 'InvoiceUpdated', {
      where: (p) => p.invoiceId === made.id,
    });
    await updateInvoice(h, admin, made.id, { action: 'reject', note: 'الرقم غير صحيح' });
    expect(await heardByTutor).toEqual({ invoiceId: made.id });
    expect(await heardByAdmin).toEqual({ invoiceId: made.id });
    const second = (
      await h.call(api.createInvoice, { body: walletRequest(10_000), token: tutor.token })
    ).body;
    const deleted = next(tutorSocket, 'InvoiceDeleted', {
      where: (p) => p.invoiceId === second.id,
    });
    await updateInvoice(h, admin, second.id, { action: 'cancel' });
    expect(await deleted).toEqual({ invoiceId: second.id });

    const log = await h.call(api.listAudit, { token: superAdmin });
    expect(log.body.list.find((e) => e.subjectId === made.id)).toMatchObject({
      action: 'invoice.reject',
      // Who did it, with her gender for the verb («رفضت»).
      actor: { gender: 2 },
      subjectType: 'invoice',
      before: { stage: 'pending', adminNote: null },
      after: { stage: 'rejected', adminNote: 'الرقم غير صحيح' },
    });
    expectError(await h.call(api.listAudit, { token: admin }), 'forbidden');
  });
});

describe('a balance below zero (docs/product/earnings.md#balance)', () => {
  it('follows a corrected outcome after a withdrawal, refuses to take or pay any, and new earnings cover it first', async () => {
    const tutor = await earningTutor(h, 3);
    const stats = async () =>
      (await h.call(api.invoiceStats, { params: { id: tutor.id }, token: tutor.token })).body;
    const request = (amount: number) =>
      h.call(api.createInvoice, { body: walletRequest(amount), token: tutor.token });
    const receipt = { data: pdf, filename: 'r.pdf', contentType: 'application/pdf' };

    const paid = (await request(20_000)).body.id;
    expect((await updateInvoice(h, admin, paid, { action: 'fulfil' }, receipt)).statusCode).toBe(
      200,
    );
    const waiting = (await request(10_000)).body.id;
    expect(await stats()).toMatchObject({ earned: 30_000, withdrawn: 20_000, available: 0 });

    // Two of the lessons were missed after all: their pay, already withdrawn, is taken back.
    const taught = await h.ctx.db.select().from(lessons).where(eq(lessons.tutorId, tutor.id));
    for (const lesson of taught.slice(0, 2)) {
      const corrected = await h.call(api.setLessonOutcome, {
        params: { id: lesson.id },
        body: { outcome: 'tutor-absent', reason: 'المدرس لم يحضر بحسب سجل الجلسة' },
        token: admin,
      });
      expect(corrected.status).toBe(200);
    }
    expect(await stats()).toMatchObject({
      earned: 10_000,
      pending: 10_000,
      withdrawn: 20_000,
      available: -20_000,
    });

    // Nothing more is taken, and the request made before is not paid.
    expectError(await request(10_000), 'insufficient-balance');
    let res = await updateInvoice(h, admin, waiting, { action: 'fulfil' }, receipt);
    expectError({ status: res.statusCode, body: res.json() }, 'balance-below-zero');
    res = await updateInvoice(h, admin, waiting, { action: 'reject', note: 'رصيدك أقل من صفر' });
    expect(res.json()).toMatchObject({ stage: 'rejected' });
    expect((await stats()).available).toBe(-10_000);

    // New earnings cover what is owed first; then a withdrawal is taken again.
    const learner = await h.account({ role: Role.Student });
    for (const hoursAgo of [6, 7])
      await insertLesson(h, {
        tutorId: tutor.id,
        studentId: learner.user.id,
        startsAt: new Date(Date.now() - hoursAgo * HOUR),
        price: 10_000,
        outcome: LessonOutcome.Held,
      });
    expect(await stats()).toMatchObject({ earned: 30_000, available: 10_000 });
    expect((await request(10_000)).status).toBe(200);
    expect((await stats()).available).toBe(0);
  });
});
