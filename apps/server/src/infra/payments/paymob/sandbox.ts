/**
 * A Paymob sandbox on the product's own port (local environment only, decision 024): the Intention
 * API, the Unified Checkout (card with 3-D Secure, wallet with its PIN, a kiosk reference paid at
 * its counter), the transaction inquiry, refunds, and the same HMAC-SHA512-signed
 * transaction-processed callback (POST) and transaction-response redirect (GET) Paymob sends, so
 * the real adapter runs end to end with `npm start`. Intentions live in DATA_DIR/sandbox/paymob.json.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { sameDigest } from '../amounts.js';
import { counterNote, langOf, notFoundPage, wrongCard, type Lang } from '../sandbox/pages.js';
import { stateFile } from '../sandbox/state-file.js';
import type { Transport } from '../transport.js';
import { paymobHmac, processedHmacString, responseHmacString } from './hmac.js';
import { brand, paymobKioskPage, paymobOtpPage, unifiedCheckoutPage } from './sandbox-pages.js';

type Method = 'card' | 'wallet' | 'kiosk';
type Tx = {
  id: number;
  pending: boolean;
  success: boolean;
  amount_cents: number;
  refunded_amount_cents: number;
  is_refunded: boolean;
  is_voided: boolean;
  is_3d_secure: boolean;
  created_at: string;
  pan: string;
  sub_type: string;
  type: string;
  message: string;
  /** The bank's answer to a card, as Paymob passes it on in `data` (failures.ts reads them). */
  txnResponseCode?: string;
  acqResponseCode?: string;
};
type Intention = {
  id: string;
  clientSecret: string;
  orderId: number;
  merchantRef: string;
  amount: number;
  currency: string;
  integration: number;
  method: Method;
  customerName: string;
  phone: string;
  notificationUrl: string;
  redirectionUrl: string;
  expiresAt: number;
  billReference: string | null;
  /**
   * The language the Unified Checkout was opened in (its address's `lang`): the checkout's later
   * pages and the kiosk counter's answer about its reference speak it. Arabic if none.
   */
  language?: Lang;
  /** A 3-D Secure card waiting for its code. */
  pendingCard?: { pan: string; sub_type: string; type: string };
  tx: Tx | null;
};
type State = { intentions: Record<string, Intention>; nextId: number };

export type PaymobSandboxOptions = {
  secretKey: string;
  apiKey: string;
  publicKey: string;
  hmacSecret: string;
  integrations: Partial<Record<Method, number>>;
  dataDir: string;
  /** Delivers callbacks to this server (the path of the intention's notification_url). */
  notify: Transport;
  log: FastifyBaseLogger;
};

const TEST_CARDS: Record<string, 'ok' | '3ds' | 'declined' | 'insufficient'> = {
  '5123456789012346': 'ok',
  '4000000000003220': '3ds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};
/** How the sandbox words each refusal, as Paymob's declined transactions carry them. */
const REFUSALS = {
  declined: { message: 'Do not honour', txnResponseCode: 'DECLINED', acqResponseCode: '05' },
  insufficient: {
    message: 'Insufficient Funds',
    txnResponseCode: 'DECLINED',
    acqResponseCode: '51',
  },
  secureCode: {
    message: '3-D Secure authentication failed',
    txnResponseCode: 'AUTHENTICATION_FAILED',
    acqResponseCode: '',
  },
  walletPin: { message: 'Wallet payment refused: wrong PIN' },
  billExpired: { message: 'Bill reference expired' },
} as const;
const SANDBOX_OTP = '123456';
const SANDBOX_WALLET_PIN = '123456';
/** The merchant's profile id, as Paymob gives it in `owner`. */
const OWNER = 302852;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const pathOf = (url: string) => {
  try {
    const parsed = new URL(url, 'http://sandbox.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
};

export const mountPaymobSandbox = (app: FastifyInstance, options: PaymobSandboxOptions): void => {
  const file = path.join(options.dataDir, 'sandbox', 'paymob.json');
  const store = stateFile<State>(file, () => ({ intentions: {}, nextId: 1 }));
  /** Read again at each request: another server process may have changed it (state-file.ts). */
  let state = store.current();
  const save = store.save;
  const nextId = () => {
    state.nextId += 1;
    return 190_000_000 + state.nextId;
  };
  const tokens = new Set<string>();
  const methodOf = (integration: number): Method | undefined =>
    (Object.entries(options.integrations) as [Method, number][]).find(
      ([, id]) => id === integration,
    )?.[0];
  const bySecret = (secret: unknown) =>
    Object.values(state.intentions).find((i) => i.clientSecret === secret);
  const open = (intention: Intention) =>
    intention.expiresAt > Date.now() && (!intention.tx || intention.tx.pending);

  /** The transaction as Paymob's callbacks and inquiry show it. */
  const txObject = (intention: Intention, tx: Tx) => ({
    id: tx.id,
    pending: tx.pending,
    amount_cents: tx.amount_cents,
    success: tx.success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: tx.is_voided,
    is_refunded: tx.is_refunded,
    is_3d_secure: tx.is_3d_secure,
    integration_id: intention.integration,
    profile_id: OWNER,
    has_parent_transaction: false,
    order: {
      id: intention.orderId,
      created_at: tx.created_at,
      merchant_order_id: intention.merchantRef,
      amount_cents: intention.amount,
      currency: intention.currency,
    },
    created_at: tx.created_at,
    currency: intention.currency,
    source_data: { pan: tx.pan, sub_type: tx.sub_type, type: tx.type },
    error_occured: false,
    owner: OWNER,
    refunded_amount_cents: tx.refunded_amount_cents,
    data: {
      message: tx.message,
      bill_reference: intention.billReference,
      txn_response_code: tx.txnResponseCode ?? (tx.success ? 'APPROVED' : ''),
      acq_response_code: tx.acqResponseCode ?? (tx.success ? '00' : ''),
    },
  });

  const processedBody = (intention: Intention, tx: Tx) => {
    const obj = txObject(intention, tx);
    return { hmac: paymobHmac(processedHmacString(obj), options.hmacSecret), obj };
  };

  /** The transaction-response redirect's query: flat fields, signed the same way. */
  const responseQuery = (intention: Intention, tx: Tx) => {
    const flat: Record<string, string> = {
      id: String(tx.id),
      pending: String(tx.pending),
      amount_cents: String(tx.amount_cents),
      success: String(tx.success),
      is_auth: 'false',
      is_capture: 'false',
      is_standalone_payment: 'true',
      is_voided: String(tx.is_voided),
      is_refunded: String(tx.is_refunded),
      is_3d_secure: String(tx.is_3d_secure),
      integration_id: String(intention.integration),
      profile_id: String(OWNER),
      has_parent_transaction: 'false',
      order: String(intention.orderId),
      created_at: tx.created_at,
      currency: intention.currency,
      error_occured: 'false',
      owner: String(OWNER),
      merchant_order_id: intention.merchantRef,
      'data.message': tx.message,
      txn_response_code: tx.txnResponseCode ?? (tx.success ? 'APPROVED' : ''),
      acq_response_code: tx.acqResponseCode ?? (tx.success ? '00' : ''),
      'source_data.type': tx.type,
      'source_data.pan': tx.pan,
      'source_data.sub_type': tx.sub_type,
    };
    return new URLSearchParams({
      ...flat,
      hmac: paymobHmac(responseHmacString(flat), options.hmacSecret),
    });
  };

  const notify = async (intention: Intention, times = 1, delayMs = 0) => {
    const tx = intention.tx;
    if (!tx) return;
    const deliver = async () => {
      for (let i = 0; i < times; i += 1) {
        const { hmac, obj } = processedBody(intention, tx);
        const target = pathOf(intention.notificationUrl);
        const separator = target.includes('?') ? '&' : '?';
        try {
          const answer = await options.notify({
            method: 'POST',
            path: `${target}${separator}hmac=${hmac}`,
            body: { type: 'TRANSACTION', obj },
          });
          if (answer.status !== 200)
            options.log.warn(
              { status: answer.status, ref: intention.merchantRef },
              'sandbox Paymob callback refused',
            );
        } catch (error) {
          options.log.warn({ err: error }, 'sandbox Paymob callback failed');
        }
      }
    };
    if (delayMs > 0) setTimeout(() => void deliver(), delayMs).unref();
    else await deliver();
  };

  const record = async (
    intention: Intention,
    outcome: 'paid' | 'failed' | 'pending',
    source: {
      pan: string;
      sub_type: string;
      type: string;
      threeD?: boolean;
      message: string;
      txnResponseCode?: string;
      acqResponseCode?: string;
    },
  ) => {
    intention.tx = {
      id: intention.tx?.id ?? nextId(),
      pending: outcome === 'pending',
      success: outcome === 'paid',
      amount_cents: intention.amount,
      refunded_amount_cents: 0,
      is_refunded: false,
      is_voided: false,
      is_3d_secure: source.threeD ?? false,
      created_at: new Date().toISOString().replace('Z', ''),
      pan: source.pan,
      sub_type: source.sub_type,
      type: source.type,
      message: source.message,
      ...(source.txnResponseCode !== undefined ? { txnResponseCode: source.txnResponseCode } : {}),
      ...(source.acqResponseCode !== undefined ? { acqResponseCode: source.acqResponseCode } : {}),
    };
    save();
    await notify(intention);
  };

  const backTo = (reply: FastifyReply, intention: Intention) => {
    const target = intention.redirectionUrl;
    if (!intention.tx) return reply.redirect(target, 303);
    const separator = target.includes('?') ? '&' : '?';
    return reply.redirect(`${target}${separator}${responseQuery(intention, intention.tx)}`, 303);
  };

  const policy =
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
  const sendPage = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', policy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  const missing = (reply: FastifyReply, lang: Lang = 'ar') =>
    sendPage(reply, notFoundPage(brand, lang), 404);
  const view = (intention: Intention) => ({
    clientSecret: intention.clientSecret,
    merchantRef: intention.merchantRef,
    amount: intention.amount,
    customerName: intention.customerName,
    phone: intention.phone,
    method: intention.method,
    billReference: intention.billReference,
  });
  const form = (body: unknown) =>
    body && typeof body === 'object' ? (body as Record<string, string>) : {};
  const hasSecretKey = (header: unknown) =>
    sameDigest(`Token ${options.secretKey}`, typeof header === 'string' ? header : '');

  app.register(
    async (sandbox) => {
      sandbox.addHook('onRequest', async () => {
        state = store.current();
      });
      sandbox.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      // Create Intention: the secret key, an amount in cents, one of our integrations.
      sandbox.post('/v1/intention/', async (request, reply) => {
        if (!hasSecretKey(request.headers.authorization))
          return reply.code(401).send({ detail: 'Invalid secret key' });
        const body = form(request.body) as unknown as Record<string, unknown>;
        const amount = Number(body.amount);
        const integration = Number((body.payment_methods as unknown[] | undefined)?.[0]);
        const method = methodOf(integration);
        if (!method) return reply.code(404).send({ detail: 'Integration ID/Name does not exist' });
        const items = Array.isArray(body.items) ? (body.items as { amount?: number }[]) : [];
        const itemsTotal = items.reduce((sum, item) => sum + Number(item.amount ?? 0), 0);
        if (
          !Number.isSafeInteger(amount) ||
          amount <= 0 ||
          (items.length > 0 && itemsTotal !== amount)
        )
          return reply.code(400).send({ detail: 'Amount is not the sum of the items' });
        const reference = String(body.special_reference ?? '');
        if (Object.values(state.intentions).some((i) => i.merchantRef === reference))
          return reply.code(400).send({ detail: 'special_reference is not unique' });
        const billing = (body.billing_data ?? {}) as Record<string, string>;
        const intention: Intention = {
          id: `pi_test_${hex(16)}`,
          clientSecret: `egy_csk_test_${hex(16)}`,
          orderId: nextId(),
          merchantRef: reference,
          amount,
          currency: String(body.currency ?? 'EGP'),
          integration,
          method,
          customerName: `${billing.first_name ?? ''} ${billing.last_name ?? ''}`.trim(),
          phone: billing.phone_number ?? '',
          notificationUrl: String(body.notification_url ?? ''),
          redirectionUrl: String(body.redirection_url ?? '/'),
          expiresAt: Date.now() + (Number(body.expiration) || 3600) * 1000,
          billReference: null,
          tx: null,
        };
        state.intentions[intention.id] = intention;
        save();
        return reply.code(201).send({
          id: intention.id,
          client_secret: intention.clientSecret,
          intention_order_id: intention.orderId,
          special_reference: intention.merchantRef,
          payment_methods: [{ integration_id: integration, name: method }],
          status: 'intended',
          object: 'paymentintention',
        });
      });

      // The Unified Checkout. Paymob takes no language in the intention; the adapter adds `lang`
      // to this address (paymob/adapter.ts), which this sandbox reads and keeps on the intention.
      sandbox.get<{ Querystring: Record<string, string> }>(
        '/unifiedcheckout/',
        async (request, reply) => {
          const intention = bySecret(request.query.clientSecret);
          if (!intention || request.query.publicKey !== options.publicKey)
            return missing(reply, langOf(request.query.lang));
          const lang =
            request.query.lang === undefined ? intention.language : langOf(request.query.lang);
          if (lang !== intention.language) {
            intention.language = lang;
            save();
          }
          if (!open(intention) && intention.method !== 'kiosk') return backTo(reply, intention);
          return sendPage(reply, checkoutPage(intention));
        },
      );
      const backLink = (intention: Intention) =>
        intention.tx
          ? `${intention.redirectionUrl}${intention.redirectionUrl.includes('?') ? '&' : '?'}${responseQuery(intention, intention.tx)}`
          : intention.redirectionUrl;
      const checkoutPage = (intention: Intention, error?: string) =>
        unifiedCheckoutPage(view(intention), backLink(intention), error, intention.language);

      sandbox.post('/unifiedcheckout/card', async (request, reply) => {
        const fields = form(request.body);
        const intention = bySecret(fields.clientSecret);
        if (!intention || intention.method !== 'card') return missing(reply, intention?.language);
        if (!open(intention)) return backTo(reply, intention);
        const number = (fields.number ?? '').replace(/[\s-]/g, '');
        const kind = TEST_CARDS[number];
        if (
          !kind ||
          !/^\d{2}\/\d{2}$/.test((fields.expiry ?? '').replace(/\s/g, '')) ||
          !/^\d{3,4}$/.test(fields.cvv ?? '')
        )
          return sendPage(
            reply,
            checkoutPage(intention, wrongCard(intention.language ?? 'ar')),
            422,
          );
        const source = {
          pan: number.slice(-4),
          sub_type: number.startsWith('5') ? 'MasterCard' : 'Visa',
          type: 'card',
        };
        if (kind === '3ds') {
          intention.pendingCard = source;
          save();
          return sendPage(reply, paymobOtpPage(view(intention), intention.language));
        }
        if (kind === 'declined')
          await record(intention, 'failed', { ...source, ...REFUSALS.declined });
        else if (kind === 'insufficient')
          await record(intention, 'failed', { ...source, ...REFUSALS.insufficient });
        else await record(intention, 'paid', { ...source, message: 'Approved' });
        return backTo(reply, intention);
      });

      sandbox.post('/unifiedcheckout/3ds', async (request, reply) => {
        const fields = form(request.body);
        const intention = bySecret(fields.clientSecret);
        if (!intention?.pendingCard) return missing(reply, intention?.language);
        if (!open(intention)) return backTo(reply, intention);
        const source = { ...intention.pendingCard, threeD: true };
        delete intention.pendingCard;
        if (fields.otp?.trim() === SANDBOX_OTP)
          await record(intention, 'paid', { ...source, message: 'Approved' });
        else await record(intention, 'failed', { ...source, ...REFUSALS.secureCode });
        return backTo(reply, intention);
      });

      sandbox.post('/unifiedcheckout/wallet', async (request, reply) => {
        const fields = form(request.body);
        const intention = bySecret(fields.clientSecret);
        if (!intention || intention.method !== 'wallet') return missing(reply, intention?.language);
        if (!open(intention)) return backTo(reply, intention);
        const phone = (fields.phone ?? '').replace(/\D/g, '');
        const source = { pan: phone, sub_type: 'wallet', type: 'wallet' };
        if (fields.pin?.trim() === SANDBOX_WALLET_PIN)
          await record(intention, 'paid', { ...source, message: 'Approved' });
        else await record(intention, 'failed', { ...source, ...REFUSALS.walletPin });
        return backTo(reply, intention);
      });

      sandbox.post('/unifiedcheckout/kiosk', async (request, reply) => {
        const intention = bySecret(form(request.body).clientSecret);
        if (!intention || intention.method !== 'kiosk') return missing(reply, intention?.language);
        if (!open(intention)) return backTo(reply, intention);
        if (!intention.billReference) {
          intention.billReference = String(10_000_000 + (nextId() % 89_999_999));
          await record(intention, 'pending', {
            pan: 'NA',
            sub_type: 'AGGREGATOR',
            type: 'aggregator',
            message: 'Pending payment at a kiosk',
          });
        }
        return sendPage(reply, checkoutPage(intention));
      });

      sandbox.get<{ Querystring: { lang?: string } }>('/kiosk', async (request, reply) =>
        sendPage(reply, paymobKioskPage(undefined, langOf(request.query.lang))),
      );
      /**
       * A counter's button: the bill typed in must be one still open, then `act` settles it and
       * answers the page to show. The answer speaks the language of the intention the reference
       * is for, else the page's own.
       */
      const atCounter =
        (act: (intention: Intention, lang: Lang, reference: string) => Promise<string>) =>
        async (request: { body: unknown }, reply: FastifyReply) => {
          const fields = form(request.body);
          const reference = (fields.reference ?? '').replace(/\D/g, '');
          const intention = Object.values(state.intentions).find(
            (i) => i.billReference === reference,
          );
          const lang = intention?.language ?? langOf(fields.lang);
          if (!intention)
            return sendPage(reply, paymobKioskPage(counterNote.unknown(lang), lang), 404);
          if (!open(intention))
            return sendPage(reply, paymobKioskPage(counterNote.closed(lang), lang), 409);
          return sendPage(reply, await act(intention, lang, reference));
        };
      sandbox.post(
        '/kiosk',
        atCounter(async (intention, lang, reference) => {
          await record(intention, 'paid', {
            pan: 'NA',
            sub_type: 'AGGREGATOR',
            type: 'aggregator',
            message: 'Paid at a kiosk',
          });
          return paymobKioskPage(counterNote.paid(lang, intention.amount, reference), lang);
        }),
      );

      // The counter's other button: the bill typed in runs out of time now, unpaid; the sandbox
      // declines its transaction and sends the callback, as Paymob does for an unpaid bill.
      sandbox.post(
        '/kiosk/expire',
        atCounter(async (intention, lang, reference) => {
          intention.expiresAt = Date.now();
          await record(intention, 'failed', {
            pan: 'NA',
            sub_type: 'AGGREGATOR',
            type: 'aggregator',
            ...REFUSALS.billExpired,
          });
          return paymobKioskPage(counterNote.expired(lang, reference), lang);
        }),
      );

      // Sends an intention's callback again, later or several times (tests, trying things out).
      sandbox.post<{ Body: { merchantRef?: string; times?: number; delayMs?: number } }>(
        '/control/notify',
        async (request, reply) => {
          const intention = Object.values(state.intentions).find(
            (i) => i.merchantRef === String(request.body?.merchantRef),
          );
          if (!intention?.tx) return reply.code(404).send({ detail: 'Not found' });
          const times = Math.min(Math.max(Number(request.body.times) || 1, 1), 100);
          await notify(intention, times, Math.min(Number(request.body.delayMs) || 0, 600_000));
          return { success: true };
        },
      );

      sandbox.post('/api/auth/tokens', async (request, reply) => {
        const body = form(request.body);
        if (!sameDigest(options.apiKey, body.api_key ?? ''))
          return reply.code(403).send({ detail: 'Incorrect credentials' });
        const token = hex(24);
        tokens.add(token);
        return reply.code(201).send({ token, profile: { id: OWNER } });
      });

      const bearer = (header: unknown) =>
        typeof header === 'string' && tokens.has(header.replace(/^Bearer /, ''));

      sandbox.post('/api/ecommerce/orders/transaction_inquiry', async (request, reply) => {
        if (!bearer(request.headers.authorization))
          return reply.code(401).send({ detail: 'Invalid token' });
        const body = form(request.body) as unknown as Record<string, unknown>;
        const intention = Object.values(state.intentions).find((i) =>
          body.order_id !== undefined
            ? i.orderId === Number(body.order_id)
            : i.merchantRef === String(body.merchant_order_id),
        );
        if (!intention?.tx) return reply.code(404).send({ detail: 'Not found' });
        return txObject(intention, intention.tx);
      });

      sandbox.post('/api/acceptance/void_refund/refund', async (request, reply) => {
        if (!hasSecretKey(request.headers.authorization))
          return reply.code(401).send({ detail: 'Invalid secret key' });
        const body = form(request.body) as unknown as Record<string, unknown>;
        const intention = Object.values(state.intentions).find(
          (i) => i.tx?.id === Number(body.transaction_id),
        );
        const tx = intention?.tx;
        const amount = Number(body.amount_cents);
        if (!intention || !tx || !tx.success)
          return reply.code(404).send({ detail: 'Transaction not found' });
        if (
          !Number.isSafeInteger(amount) ||
          amount <= 0 ||
          amount > tx.amount_cents - tx.refunded_amount_cents
        )
          return reply.code(400).send({ detail: 'Refund amount is not allowed' });
        tx.refunded_amount_cents += amount;
        tx.is_refunded = true;
        save();
        return { id: nextId(), success: true, amount_cents: amount, is_refund: true };
      });
    },
    { prefix: '/sandbox/paymob' },
  );
};
