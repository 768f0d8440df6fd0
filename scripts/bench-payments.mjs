// The payment part of npm run bench (issue 10), on the local environment, whose FawryPay and Paymob
// sandboxes run inside the server process (the adapters call them in process, so their work is part
// of every checkout's cost; two rows measure each sandbox's call alone to show its share):
// - checkout creation: each of many students without a plan starts one order at a time: FawryPay's
//   hosted card page and a FawryPay kiosk reference (PAYMENT_PROVIDERS as shipped), then Paymob's
//   Unified Checkout for cards (card=paymob, a second server on the same database);
// - callback handling: a valid signed FawryPay V2 notification / Paymob transaction-processed
//   callback for each of those distinct New orders, each moving its order to Paid and starting a plan;
// - 100 copies of one signed callback at once, then the credit counted: one Paid transaction, one
//   subscription, the quota of the plan (API), and one payment_credits row read straight from the
//   database once the server stopped;
// each beside health of the product measured just before it and of the bare Fastify baseline, in
// the same run.
// Runs on the database bench.mjs seeded (apps/server/seed/bench-data.ts: 602 students without a plan).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { root, say } from './lib.mjs';
import { bareHealth, measure, startServer } from './bench-scale.mjs';

const CONNECTIONS = 20;
/** Students per provider: one order each for each way of paying measured, one paid callback each. */
const GROUP = 300;
const COPIES = 100;
const PAID = 1;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const call = async (base, method, url, { token, body } = {}) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
};

/** As many requests as items, CONNECTIONS at a time, each built from its own item; the answers kept. */
const eachOnce = async (base, items, build) => {
  let next = 0;
  const answers = [];
  const result = await measure({
    url: base,
    connections: CONNECTIONS,
    amount: items.length,
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...build(items[next++ % items.length]) }),
        onResponse: (status, body) => {
          if (status === 200) answers.push(JSON.parse(body));
        },
      },
    ],
  });
  return { ...result, answers };
};

/** Each student starts one order: POST path with the order, as that student. */
const checkouts = (base, students, path, order) =>
  eachOnce(base, students, (student) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
    body: JSON.stringify(order),
  }));

const json = { 'content-type': 'application/json' };
const egp = (piasters) => (piasters / 100).toFixed(2);

/** The signed report that pays an order, as its provider sends it: path and body. */
const paidReport = (reports, transaction, i) => {
  if (transaction.provider === 'fawry')
    return {
      path: '/api/v1/fawry/notification',
      body: JSON.stringify(
        reports.signedNotification({
          merchantRef: transaction.merchantRef,
          amount: egp(transaction.amount),
          status: 'PAID',
          fawryRef: String(970_000_000 + i),
        }),
      ),
    };
  const signed = reports.signedPaymobCallback({
    merchantRef: transaction.merchantRef,
    paymobOrderId: transaction.providerRef,
    amountCents: transaction.amount,
    transactionId: 190_000_000 + i,
  });
  return {
    path: `/api/v1/paymob/callback?hmac=${signed.hmac}`,
    body: JSON.stringify(signed.body),
  };
};

/** One signed callback for each order, CONNECTIONS at a time; then how many orders are Paid. */
const callbacks = async (base, admin, reports, transactions, provider) => {
  const before = await call(
    base,
    'GET',
    `/api/v1/tx/list?page=1&size=1&status=${PAID}&provider=${provider}`,
    {
      token: admin,
    },
  );
  const items = transactions.map((t, i) => paidReport(reports, t, i));
  const result = await eachOnce(base, items, (report) => ({
    method: 'POST',
    headers: json,
    ...report,
  }));
  const after = await call(
    base,
    'GET',
    `/api/v1/tx/list?page=1&size=1&status=${PAID}&provider=${provider}`,
    {
      token: admin,
    },
  );
  return { ...result, paid: after.total - before.total };
};

/**
 * COPIES signed copies of one paid callback at once for a fresh order, then what the API says of
 * it: one Paid transaction, one subscription, the plan's weekly quota.
 */
const duplicates = async ({ base, admin, reports, student, start }) => {
  const { transaction } = await call(base, 'POST', start.path, {
    token: student.token,
    body: start.order,
  });
  const report = paidReport(reports, transaction, 999_999);
  const latencies = [];
  const statuses = new Map();
  const began = performance.now();
  await Promise.all(
    Array.from({ length: COPIES }, async () => {
      const sent = performance.now();
      const res = await fetch(`${base}${report.path}`, {
        method: 'POST',
        headers: json,
        body: report.body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - sent);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  );
  const elapsed = performance.now() - began;
  latencies.sort((a, b) => a - b);
  const order = await call(base, 'GET', `/api/v1/tx/${transaction.id}`, { token: admin });
  const paid = await call(
    base,
    'GET',
    `/api/v1/tx/list?page=1&size=10&status=${PAID}&userId=${student.id}`,
    { token: admin },
  );
  const mine = await call(base, 'GET', '/api/v1/sub/user', { token: student.token });
  const plans = mine.history.filter((s) => s.planId === transaction.planId);
  return {
    transactionId: transaction.id,
    viaApi:
      order.status === PAID &&
      order.subscriptionId !== null &&
      paid.total === 1 &&
      plans.length === 1 &&
      mine.active?.id === order.subscriptionId &&
      mine.quota.weeklyMinutes === transaction.weeklyMinutes,
    row: {
      provider: transaction.provider,
      copies: COPIES,
      answers: [...statuses].map(([status, n]) => `${status}×${n}`).join(', '),
      'Paid transactions': paid.total,
      subscriptions: plans.length,
      'quota min/week': `${mine.quota.weeklyMinutes} (plan ${transaction.weeklyMinutes})`,
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
      'total ms': Math.round(elapsed),
    },
  };
};

/**
 * The FawryPay sandbox's kiosk charge alone, over HTTP (the product calls it in process): its share
 * of a kiosk checkout.
 */
const sandboxCharges = async (base, signatures) => {
  const refs = Array.from(
    { length: GROUP },
    (_, i) => `9${String(Date.now()).slice(-9)}${String(i).padStart(6, '0')}`,
  );
  return eachOnce(base, refs, (merchantRefNum) => {
    const fields = {
      merchantCode: 'darsak-sandbox',
      merchantRefNum,
      customerProfileId: '1',
      paymentMethod: 'PAYATFAWRY',
      amount: 310_000,
    };
    return {
      method: 'POST',
      path: '/sandbox/fawry/ECommerceWeb/Fawry/payments/charge',
      headers: json,
      body: JSON.stringify({
        ...fields,
        amount: egp(fields.amount),
        customerMobile: '01000000000',
        customerEmail: 'bench@darsak.test',
        paymentExpiry: Date.now() + 3_600_000,
        chargeItems: [
          { itemId: 'bench', description: 'bench', price: egp(fields.amount), quantity: 1 },
        ],
        signature: signatures.chargeSignature(fields, 'sandbox-secure-key-local-only'),
      }),
    };
  });
};

/** The Paymob sandbox's Intention alone, over HTTP: its share of a Paymob checkout. */
const sandboxIntentions = (base) => {
  const refs = Array.from({ length: GROUP }, (_, i) => `bench-intention-${Date.now()}-${i}`);
  return eachOnce(base, refs, (reference) => ({
    method: 'POST',
    path: '/sandbox/paymob/v1/intention/',
    headers: { ...json, authorization: 'Token egy_sk_test_darsak_sandbox_local_only' },
    body: JSON.stringify({
      amount: 310_000,
      currency: 'EGP',
      payment_methods: [5_000_001],
      items: [{ name: 'bench', amount: 310_000, quantity: 1 }],
      billing_data: { first_name: 'Bench', last_name: 'Buyer', phone_number: '01000000000' },
      special_reference: reference,
      expiration: 3600,
    }),
  }));
};

const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;

/**
 * Starts a server and measures, as every figure's baseline, the bare Fastify process's health once
 * (its own process, so it is not moved by the product's state) and the product's own health for
 * 1 s just before each figure: on a shared machine a baseline taken minutes apart says little.
 */
const session = async (env, port, file, rows) => {
  const server = await startServer(env, port);
  const health = () =>
    measure({ url: `${server.base}/api/v1/health`, connections: CONNECTIONS, duration: 1 });
  // Warmed first: a fresh process compiles its hot code during its first second.
  await health();
  const bare = await bareHealth(server.base, file, { connections: CONNECTIONS, duration: 2 });
  const figure = async (title, work) => {
    const own = (await health()).rps;
    const r = await work();
    rows.push({
      request: title,
      requests: r.total,
      'req/s': Math.round(r.throughput),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'now Paid': r.paid ?? '',
      'health req/s': Math.round(own),
      'of health': percent(r.throughput / own),
      'bare health req/s': Math.round(bare),
      'of bare': percent(r.throughput / bare),
    });
    return r;
  };
  return { base: server.base, stop: server.stop, figure };
};

/**
 * The payment figures on one database: env is the server's (ENVIRONMENT=local, so the sandboxes are
 * mounted), people what bench-data.ts wrote, file where the bare baseline's bodies go.
 */
export const benchPayments = async ({ env, port, people, file, title }) => {
  const reports = await tsImport(
    path.join(root, 'apps/server/test/provider-reports.ts'),
    import.meta.url,
  );
  const { countCredits } = await tsImport(
    path.join(root, 'apps/server/seed/bench-data.ts'),
    import.meta.url,
  );
  const signatures = await tsImport(
    path.join(root, 'apps/server/src/infra/payments/fawry/signatures.ts'),
    import.meta.url,
  );
  const buyers = people.buyers;
  if (buyers.length < 2 * GROUP + 2)
    throw new Error('The bench data has too few students without a plan');
  const fawryGroup = buyers.slice(0, GROUP);
  const paymobGroup = buyers.slice(GROUP, 2 * GROUP);
  const order = { planId: people.planId, period: 0 };
  const loadBefore = loadAverage();
  const rows = [];
  const once = [];

  let server = await session({ ...env, PAYMENT_PROVIDERS: '' }, port, file, rows);
  try {
    const { base, figure } = server;
    await figure('POST fawry/pay/card (hosted card page)', () =>
      checkouts(base, fawryGroup, '/api/v1/fawry/pay/card', order),
    );
    const kiosk = await figure('POST fawry/pay/ref-num (kiosk reference)', () =>
      checkouts(base, fawryGroup, '/api/v1/fawry/pay/ref-num', order),
    );
    await figure('  the FawryPay sandbox’s kiosk charge alone', () =>
      sandboxCharges(base, signatures),
    );
    await figure('POST fawry/notification (New → Paid)', () =>
      callbacks(
        base,
        people.admin,
        reports,
        kiosk.answers.map((a) => a.transaction),
        'fawry',
      ),
    );
    once.push(
      await duplicates({
        base,
        admin: people.admin,
        reports,
        student: buyers[2 * GROUP],
        start: { path: '/api/v1/fawry/pay/ref-num', order },
      }),
    );
  } finally {
    await server.stop();
  }

  server = await session({ ...env, PAYMENT_PROVIDERS: 'card=paymob' }, port, file, rows);
  try {
    const { base, figure } = server;
    const paymobOrder = { ...order, method: 'card' };
    const created = await figure('POST paymob/create-checkout-url (card)', () =>
      checkouts(base, paymobGroup, '/api/v1/paymob/create-checkout-url', paymobOrder),
    );
    await figure('  the Paymob sandbox’s Intention alone', () => sandboxIntentions(base));
    await figure('POST paymob/callback (New → Paid)', () =>
      callbacks(
        base,
        people.admin,
        reports,
        created.answers.map((a) => a.transaction),
        'paymob',
      ),
    );
    once.push(
      await duplicates({
        base,
        admin: people.admin,
        reports,
        student: buyers[2 * GROUP + 1],
        start: { path: '/api/v1/paymob/create-checkout-url', order: paymobOrder },
      }),
    );
  } finally {
    await server.stop();
  }

  say(
    `Payments, ${title}: ${GROUP} students each starting one order, then one signed callback per order (${CONNECTIONS} connections; health and bare Fastify health at the same connections; machine load ${loadBefore} before, ${loadAverage()} after)`,
  );
  console.table(rows);
  const credits = await countCredits(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: path.join(env.DATA_DIR, 'db') },
    once.map((r) => r.transactionId),
  );
  const verdicts = once.map((r, i) => ({
    ...r.row,
    'credit rows in DB': credits[i],
    'credited once': r.viaApi && credits[i] === 1 ? 'yes' : 'no',
  }));
  say(
    `${COPIES} copies of one signed paid callback at once; then the order, the student's plans and quota (API) and payment_credits' rows (database)`,
  );
  console.table(verdicts);
  for (const v of verdicts) say(`${v.provider}: credited once: ${v['credited once']}`);
  return { rows, once: verdicts };
};
