/**
 * A FawryPay sandbox on the product's own port (local environment only): the same HTTP
 * endpoints, signatures and signed V2 notifications as FawryPay, so the real adapter runs end to
 * end with `npm start`. Orders live in a small JSON file in the data folder and survive restarts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { sameDigest, toPiastersFromDecimal, twoDecimals } from '../amounts.js';
import {
  counterNote,
  donePage,
  egp,
  langOf,
  notFoundPage,
  say,
  wrongCard,
  type Lang,
} from '../sandbox/pages.js';
import { stateFile } from '../sandbox/state-file.js';
import type { Transport } from '../transport.js';
import { brand, cardPage, kioskPage, otpPage, saveCardPage, walletPage } from './sandbox-pages.js';
import * as sign from './signatures.js';

type Status =
  'UNPAID' | 'PAID' | 'FAILED' | 'EXPIRED' | 'CANCELED' | 'REFUNDED' | 'PARTIAL_REFUNDED';
type Order = {
  merchantRefNum: string;
  referenceNumber: string;
  amount: number;
  paymentMethod: 'PAYATFAWRY' | 'MWALLET' | 'CARD';
  status: Status;
  customerProfileId: string;
  customerName: string;
  customerMobile: string;
  customerMail: string;
  returnUrl: string;
  saveCard: boolean;
  itemId: string;
  expiresAt: number;
  paidAt: number | null;
  refunded: number;
  failureReason: string | null;
  /** FawryPay's error code of a refusal, when its list has one. */
  failureErrorCode?: number | null;
  /** Bank installments: the plan chosen at checkout. */
  installmentPlanId?: string;
  /** The language the shop asked for (`language`: "ar-eg" or "en-gb"); Arabic if none. */
  language?: Lang;
};
type Card = {
  token: string;
  lastFourDigits: string;
  brand: string;
  expiryMonth: string;
  expiryYear: string;
  /** When it was saved (epoch ms), as FawryPay lists its cards. */
  creationDate?: number;
  isDefault?: boolean;
};
type State = { orders: Record<string, Order>; cards: Record<string, Card[]> };

export type FawrySandboxOptions = {
  merchantCode: string;
  secureKey: string;
  dataDir: string;
  /** Delivers a notification to the merchant's endpoint (POST /api/v1/fawry/notification). */
  notify: Transport;
  log: FastifyBaseLogger;
};

/**
 * Test cards: one succeeds, one asks for a 3-D Secure code, one is declined by its bank, one has
 * too little money on it.
 */
const TEST_CARDS: Record<string, 'ok' | '3ds' | 'declined' | 'insufficient'> = {
  '4242424242424242': 'ok',
  '4000000000003220': '3ds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};
/**
 * The refusals the sandbox sends as FawryPay words them: a bank's refusal with the code its error
 * list gives (99905), the others by their reason (fawry/failures.ts reads both).
 */
const REFUSALS = {
  declined: {
    code: 99905,
    reason: 'Issuer bank is unwilling to accept the transaction',
  },
  insufficient: { code: null, reason: 'Insufficient funds' },
  secureCode: { code: null, reason: '3-D Secure authentication failed' },
  walletPin: { code: null, reason: 'Wallet payment refused: wrong PIN' },
} as const;
type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS];
const SANDBOX_OTP = '123456';

/** The merchant's bank installment plans in the sandbox: amounts in pounds, as FawryPay lists them. */
export const SANDBOX_INSTALLMENT_PLANS = [
  {
    id: 'NBE-3',
    bankName: 'البنك الأهلي المصري',
    bankCode: 'NBE',
    months: 3,
    minAmount: 500,
    maxAmount: 50000,
    interestRate: 0,
  },
  {
    id: 'CIB-6',
    bankName: 'البنك التجاري الدولي CIB',
    bankCode: 'CIB',
    months: 6,
    minAmount: 1000,
    maxAmount: 100000,
    interestRate: 5,
  },
  {
    id: 'BM-12',
    bankName: 'بنك مصر',
    bankCode: 'MISR',
    months: 12,
    minAmount: 3000,
    maxAmount: 100000,
    interestRate: 10,
  },
];
const SANDBOX_WALLET_PIN = '123456';

const wrongSignature = { statusCode: 9946, statusDescription: 'Wrong Signature' };
const digits = (n: number) =>
  Array.from(randomBytes(n), (b) => String(b % 10))
    .join('')
    .replace(/^0/, '1');

export const mountFawrySandbox = (app: FastifyInstance, options: FawrySandboxOptions): void => {
  const { merchantCode, secureKey } = options;
  const file = path.join(options.dataDir, 'sandbox', 'fawry.json');
  const store = stateFile<State>(file, () => ({ orders: {}, cards: {} }));
  /** Read again at each request: another server process may have changed it (state-file.ts). */
  let state = store.current();
  const save = store.save;
  const byReference = (reference: string) =>
    Object.values(state.orders).find((order) => order.referenceNumber === reference);
  const current = (order: Order): Order => {
    if (order.status === 'UNPAID' && order.expiresAt < Date.now()) {
      order.status = 'EXPIRED';
      save();
    }
    return order;
  };

  const v2Body = (order: Order) => {
    const fields = {
      fawryRefNumber: order.referenceNumber,
      merchantRefNumber: order.merchantRefNum,
      paymentAmount: order.amount,
      orderAmount: order.amount,
      orderStatus: order.status,
      paymentMethod: order.paymentMethod,
      paymentRefrenceNumber: order.status === 'PAID' ? `P${order.referenceNumber}` : null,
    };
    return {
      requestId: randomUUID().replace(/-/g, ''),
      ...fields,
      paymentAmount: Number(twoDecimals(order.amount)),
      orderAmount: Number(twoDecimals(order.amount)),
      paymentRefrenceNumber: fields.paymentRefrenceNumber ?? undefined,
      customerName: order.customerName,
      customerMobile: order.customerMobile,
      customerMail: order.customerMail,
      customerMerchantId: order.customerProfileId,
      fawryFees: 0,
      currencyCode: 'EGP',
      paymentTime: order.paidAt ?? undefined,
      orderExpiryDate: order.expiresAt,
      failureReason: order.failureReason ?? undefined,
      failureErrorCode: order.failureErrorCode ?? undefined,
      orderItems: [
        { itemCode: order.itemId, price: Number(twoDecimals(order.amount)), quantity: 1 },
      ],
      messageSignature: sign.notificationSignature(fields, secureKey),
    };
  };

  /** Sends the order's notification `times` times, after `delayMs` (late or repeated on request). */
  const notify = async (order: Order, times = 1, delayMs = 0): Promise<void> => {
    const deliver = async () => {
      for (let i = 0; i < times; i += 1) {
        try {
          const answer = await options.notify({
            method: 'POST',
            path: '/api/v1/fawry/notification',
            body: v2Body(order),
          });
          if (answer.status !== 200)
            options.log.warn(
              { status: answer.status, ref: order.merchantRefNum },
              'sandbox notification refused',
            );
        } catch (error) {
          options.log.warn({ err: error }, 'sandbox notification failed');
        }
      }
    };
    if (delayMs > 0) setTimeout(() => void deliver(), delayMs).unref();
    else await deliver();
  };

  const settle = async (order: Order, status: Status, refusal: Refusal | null = null) => {
    order.status = status;
    order.failureReason = refusal?.reason ?? null;
    order.failureErrorCode = refusal?.code ?? null;
    if (status === 'PAID') order.paidAt = Date.now();
    save();
    await notify(order);
  };

  const backTo = (reply: FastifyReply, order: Order) => {
    const separator = order.returnUrl.includes('?') ? '&' : '?';
    const query = new URLSearchParams({
      merchantRefNumber: order.merchantRefNum,
      referenceNumber: order.referenceNumber,
      orderStatus: order.status,
      statusCode: '200',
    });
    return reply.redirect(`${order.returnUrl}${separator}${query}`, 303);
  };

  const sandboxPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
  const sendPage = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', sandboxPolicy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  const newOrder = (
    body: Record<string, unknown>,
    method: Order['paymentMethod'],
    amount: number,
  ): Order => {
    const order: Order = {
      merchantRefNum: String(body.merchantRefNum),
      referenceNumber: digits(9),
      amount,
      paymentMethod: method,
      status: 'UNPAID',
      customerProfileId: String(body.customerProfileId ?? ''),
      customerName: String(body.customerName ?? ''),
      customerMobile: String(body.customerMobile ?? ''),
      customerMail: String(body.customerEmail ?? ''),
      returnUrl: String(body.returnUrl ?? '/'),
      saveCard: body.saveCardInfo === true,
      itemId: String((body.chargeItems as { itemId?: string }[] | undefined)?.[0]?.itemId ?? ''),
      expiresAt: Number(body.paymentExpiry) || Date.now() + 30 * 60_000,
      paidAt: null,
      refunded: 0,
      failureReason: null,
      language: langOf(body.language),
      ...(typeof body.installmentPlanId === 'string'
        ? { installmentPlanId: body.installmentPlanId }
        : {}),
    };
    state.orders[order.merchantRefNum] = order;
    save();
    return order;
  };

  const withPlan = (order: Order) => {
    const plan = SANDBOX_INSTALLMENT_PLANS.find((p) => p.id === order.installmentPlanId);
    return { ...order, installments: plan ? { bank: plan.bankName, months: plan.months } : null };
  };

  const prefix = '/sandbox/fawry';
  const invalidRequest = (lang: Lang) =>
    donePage(
      say(lang, 'طلب غير صالح', 'Invalid request'),
      say(lang, 'توقيع الطلب غير صحيح.', 'The request’s signature is wrong.'),
      undefined,
      brand,
      lang,
    );
  /** The wallet's answer on the student's phone, in the order's language. */
  const walletDone = (order: Order, outcome: 'expired' | 'approved' | 'refused') => {
    const lang = order.language ?? 'ar';
    const words: Record<typeof outcome, [title: string, text: string]> = {
      expired: [
        say(lang, 'طلب منتهٍ', 'Request closed'),
        say(
          lang,
          'هذا الطلب لم يعد بانتظار الموافقة.',
          'This request is no longer waiting for approval.',
        ),
      ],
      approved: [
        say(lang, 'تمت الموافقة', 'Approved'),
        say(
          lang,
          `دُفع ${egp(order.amount)} من محفظتك.`,
          `${egp(order.amount, 'en')} was paid from your wallet.`,
        ),
      ],
      refused: [
        say(lang, 'رُفض الطلب', 'Request refused'),
        say(lang, 'الرقم السري غير صحيح فلم يتم الدفع.', 'The PIN is wrong, so nothing was paid.'),
      ],
    };
    const [title, text] = words[outcome];
    return donePage(title, text, undefined, brand, lang);
  };
  const form = (body: unknown) =>
    body && typeof body === 'object' ? (body as Record<string, string>) : {};

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

      // Charges: PAYATFAWRY, MWALLET, CARD by token (3-D Secure).
      sandbox.post('/ECommerceWeb/Fawry/payments/charge', async (request) => {
        const body = form(request.body) as unknown as Record<string, unknown>;
        const amount = toPiastersFromDecimal(body.amount);
        const method = String(body.paymentMethod ?? '');
        const card =
          method === 'CARD'
            ? {
                cardToken: String(body.cardToken ?? ''),
                cvv: String(body.cvv ?? ''),
                returnUrl: String(body.returnUrl ?? ''),
              }
            : {};
        const expected = sign.chargeSignature(
          {
            merchantCode,
            merchantRefNum: String(body.merchantRefNum ?? ''),
            customerProfileId: String(body.customerProfileId ?? ''),
            paymentMethod: method,
            amount: Number.isNaN(amount) ? 0 : amount,
            ...card,
          },
          secureKey,
        );
        if (
          body.merchantCode !== merchantCode ||
          !sameDigest(expected, body.signature) ||
          Number.isNaN(amount)
        )
          return wrongSignature;
        if (state.orders[String(body.merchantRefNum)])
          return { statusCode: 9935, statusDescription: 'Duplicate merchant reference' };
        if (method === 'PAYATFAWRY') {
          const order = newOrder(body, 'PAYATFAWRY', amount);
          return {
            type: 'ChargeResponse',
            referenceNumber: order.referenceNumber,
            merchantRefNumber: order.merchantRefNum,
            expirationTime: order.expiresAt,
            statusCode: 200,
            statusDescription: 'Operation done successfully',
          };
        }
        if (method === 'MWALLET') {
          const order = newOrder(
            { ...body, paymentExpiry: Date.now() + 30 * 60_000 },
            'MWALLET',
            amount,
          );
          return {
            type: 'ChargeResponse',
            referenceNumber: order.referenceNumber,
            merchantRefNumber: order.merchantRefNum,
            walletQr: `${prefix}/wallet/${order.merchantRefNum}`,
            statusCode: 200,
            statusDescription: 'Operation done successfully',
          };
        }
        if (method === 'CARD') {
          const cards = state.cards[String(body.customerProfileId)] ?? [];
          if (!cards.some((c) => c.token === card.cardToken))
            return { statusCode: 9954, statusDescription: 'Invalid card token' };
          if (!/^\d{3,4}$/.test(card.cvv ?? ''))
            return { statusCode: 9955, statusDescription: 'Invalid CVV' };
          const order = newOrder(body, 'CARD', amount);
          return {
            type: 'ChargeResponse',
            referenceNumber: order.referenceNumber,
            merchantRefNumber: order.merchantRefNum,
            nextAction: {
              type: 'THREE_D_SECURE',
              redirectUrl: `${prefix}/3ds/${order.merchantRefNum}`,
            },
            statusCode: 200,
            statusDescription: 'Operation done successfully',
          };
        }
        return { statusCode: 9901, statusDescription: 'Unsupported payment method' };
      });

      // Hosted checkout (new card): answers the address of the card page.
      sandbox.post('/fawrypay-api/api/payments/init', async (request, reply) => {
        const body = form(request.body) as unknown as Record<string, unknown>;
        const items = Array.isArray(body.chargeItems)
          ? (body.chargeItems as { itemId: string; quantity: number; price: number }[])
          : [];
        const priced = items.map((item) => ({ ...item, price: toPiastersFromDecimal(item.price) }));
        const expected = sign.checkoutSignature(
          {
            merchantCode,
            merchantRefNum: String(body.merchantRefNum ?? ''),
            customerProfileId: String(body.customerProfileId ?? ''),
            returnUrl: String(body.returnUrl ?? ''),
            chargeItems: priced,
          },
          secureKey,
        );
        if (
          body.merchantCode !== merchantCode ||
          !sameDigest(expected, body.signature) ||
          priced.length === 0
        )
          return reply.code(400).send(wrongSignature);
        const amount = priced.reduce((sum, item) => sum + item.price * item.quantity, 0);
        if (body.installmentPlanId !== undefined) {
          const plan = SANDBOX_INSTALLMENT_PLANS.find((p) => p.id === body.installmentPlanId);
          if (!plan || amount < plan.minAmount * 100 || amount > plan.maxAmount * 100)
            return reply
              .code(400)
              .send({ statusCode: 9970, statusDescription: 'Installment plan not available' });
        }
        const order = newOrder(body, 'CARD', amount);
        return reply.type('text/plain').send(`${prefix}/pay/${order.merchantRefNum}`);
      });

      sandbox.get<{ Querystring: { accountNumber?: string } }>(
        '/ECommerceWeb/api/merchant/installment-plans',
        async (request, reply) => {
          if (request.query.accountNumber !== merchantCode)
            return reply.code(400).send({ statusCode: 9901, statusDescription: 'Unknown account' });
          return SANDBOX_INSTALLMENT_PLANS;
        },
      );

      // Hosted card saving (the add-card URL): a signed address, a card form, back to returnUrl.
      type CardTokenQuery = {
        accNo?: string;
        locale?: string;
        customerProfileId?: string;
        customerName?: string;
        returnUrl?: string;
        signature?: string;
      };
      const cardTokenRequest = (q: CardTokenQuery) => {
        const expected = sign.cardTokenPageSignature(
          {
            accNo: q.accNo ?? '',
            customerProfileId: q.customerProfileId ?? '',
            returnUrl: q.returnUrl ?? '',
          },
          secureKey,
        );
        return q.accNo === merchantCode && q.customerProfileId && sameDigest(expected, q.signature)
          ? { customerProfileId: q.customerProfileId, returnUrl: q.returnUrl ?? '' }
          : null;
      };
      const queryOf = (url: string) => url.slice(url.indexOf('?') + 1);
      sandbox.get<{ Querystring: CardTokenQuery }>(
        '/atfawry/plugin/card-token',
        async (request, reply) => {
          if (!cardTokenRequest(request.query))
            return sendPage(reply, invalidRequest(langOf(request.query.locale)), 403);
          return sendPage(
            reply,
            saveCardPage(
              {
                customerName: request.query.customerName ?? '',
                query: queryOf(request.url),
              },
              undefined,
              langOf(request.query.locale),
            ),
          );
        },
      );
      sandbox.post<{ Querystring: CardTokenQuery }>(
        '/atfawry/plugin/card-token',
        async (request, reply) => {
          const valid = cardTokenRequest(request.query);
          if (!valid) return sendPage(reply, invalidRequest(langOf(request.query.locale)), 403);
          const fields = form(request.body);
          const number = (fields.number ?? '').replace(/[\s-]/g, '');
          const [month = '', year = ''] = (fields.expiry ?? '').split('/').map((p) => p.trim());
          const kind = TEST_CARDS[number];
          if (
            !kind ||
            kind === 'declined' ||
            !/^\d{2}$/.test(month) ||
            !/^\d{2}$/.test(year) ||
            !/^\d{3,4}$/.test(fields.cvv ?? '')
          )
            return sendPage(
              reply,
              saveCardPage(
                {
                  customerName: request.query.customerName ?? '',
                  query: queryOf(request.url),
                },
                say(
                  langOf(request.query.locale),
                  'رفض البنك حفظ هذه البطاقة أو بياناتها غير صحيحة.',
                  'The bank refused to save this card, or its details are wrong.',
                ),
                langOf(request.query.locale),
              ),
              422,
            );
          const list = (state.cards[valid.customerProfileId] ??= []);
          let card = list.find((c) => c.lastFourDigits === number.slice(-4));
          if (!card) {
            card = {
              token: randomBytes(24).toString('hex'),
              lastFourDigits: number.slice(-4),
              brand: 'VISA',
              expiryMonth: month,
              expiryYear: year,
              creationDate: Date.now(),
              isDefault: false,
            };
            list.push(card);
            save();
          }
          const back = new URL(valid.returnUrl, 'http://sandbox.local');
          back.searchParams.set('statusCode', '200');
          back.searchParams.set('lastFourDigits', card.lastFourDigits);
          const target = /^https?:/.test(valid.returnUrl)
            ? back.toString()
            : `${back.pathname}${back.search}`;
          return reply.redirect(target, 303);
        },
      );

      sandbox.get<{ Params: { ref: string } }>('/pay/:ref', async (request, reply) => {
        const order = state.orders[request.params.ref];
        if (!order) return sendPage(reply, notFoundPage(brand), 404);
        if (current(order).status !== 'UNPAID') return backTo(reply, order);
        return sendPage(reply, cardPage(withPlan(order), undefined, order.language));
      });
      sandbox.post<{ Params: { ref: string } }>('/pay/:ref', async (request, reply) => {
        const order = state.orders[request.params.ref];
        if (!order) return sendPage(reply, notFoundPage(brand), 404);
        if (current(order).status !== 'UNPAID') return backTo(reply, order);
        const fields = form(request.body);
        const number = (fields.number ?? '').replace(/[\s-]/g, '');
        const [month = '', year = ''] = (fields.expiry ?? '').split('/').map((p) => p.trim());
        const kind = TEST_CARDS[number];
        if (
          !kind ||
          !/^\d{2}$/.test(month) ||
          !/^\d{2}$/.test(year) ||
          !/^\d{3,4}$/.test(fields.cvv ?? '')
        )
          return sendPage(
            reply,
            cardPage(withPlan(order), wrongCard(order.language ?? 'ar'), order.language),
            422,
          );
        // A declined card is not kept: the bank refused it, so it could not pay the next time either.
        if (order.saveCard && kind !== 'declined' && kind !== 'insufficient') {
          const list = (state.cards[order.customerProfileId] ??= []);
          if (!list.some((c) => c.lastFourDigits === number.slice(-4)))
            list.push({
              token: randomBytes(24).toString('hex'),
              lastFourDigits: number.slice(-4),
              brand: 'VISA',
              expiryMonth: month,
              expiryYear: year,
              creationDate: Date.now(),
              isDefault: false,
            });
          save();
        }
        if (kind === '3ds') return reply.redirect(`${prefix}/3ds/${order.merchantRefNum}`, 303);
        if (kind === 'declined') await settle(order, 'FAILED', REFUSALS.declined);
        else if (kind === 'insufficient') await settle(order, 'FAILED', REFUSALS.insufficient);
        else await settle(order, 'PAID');
        return backTo(reply, order);
      });

      sandbox.get<{ Params: { ref: string } }>('/3ds/:ref', async (request, reply) => {
        const order = state.orders[request.params.ref];
        if (!order) return sendPage(reply, notFoundPage(brand), 404);
        if (current(order).status !== 'UNPAID') return backTo(reply, order);
        return sendPage(reply, otpPage(order, undefined, order.language));
      });
      sandbox.post<{ Params: { ref: string } }>('/3ds/:ref', async (request, reply) => {
        const order = state.orders[request.params.ref];
        if (!order) return sendPage(reply, notFoundPage(brand), 404);
        if (current(order).status !== 'UNPAID') return backTo(reply, order);
        if (form(request.body).otp?.trim() === SANDBOX_OTP) await settle(order, 'PAID');
        else await settle(order, 'FAILED', REFUSALS.secureCode);
        return backTo(reply, order);
      });

      sandbox.get<{ Params: { ref: string } }>('/wallet/:ref', async (request, reply) => {
        const order = state.orders[request.params.ref];
        if (!order) return sendPage(reply, notFoundPage(brand), 404);
        if (current(order).status !== 'UNPAID') return backTo(reply, order);
        return sendPage(reply, walletPage(order, order.language));
      });
      // The wallet's screen is the student's phone: it answers there and never returns to the shop.
      sandbox.post<{ Params: { ref: string } }>('/wallet/:ref', async (request, reply) => {
        const order = state.orders[request.params.ref];
        if (!order) return sendPage(reply, notFoundPage(brand), 404);
        if (current(order).status !== 'UNPAID')
          return sendPage(reply, walletDone(order, 'expired'), 409);
        if (form(request.body).pin?.trim() === SANDBOX_WALLET_PIN) {
          await settle(order, 'PAID');
          return sendPage(reply, walletDone(order, 'approved'));
        }
        await settle(order, 'FAILED', REFUSALS.walletPin);
        return sendPage(reply, walletDone(order, 'refused'));
      });

      sandbox.get<{ Querystring: { lang?: string } }>('/kiosk', async (request, reply) =>
        sendPage(reply, kioskPage(undefined, langOf(request.query.lang))),
      );
      /**
       * A counter's button: the reference typed in must be a kiosk order still unpaid, then `act`
       * settles it and answers the page to show. The answer speaks the language of the order the
       * reference is for, else the page's own.
       */
      const atCounter =
        (act: (order: Order, lang: Lang, reference: string) => Promise<string>) =>
        async (request: { body: unknown }, reply: FastifyReply) => {
          const fields = form(request.body);
          const reference = (fields.reference ?? '').replace(/\D/g, '');
          const found = byReference(reference);
          const order = found?.paymentMethod === 'PAYATFAWRY' ? found : undefined;
          const lang = order?.language ?? langOf(fields.lang);
          if (!order) return sendPage(reply, kioskPage(counterNote.unknown(lang), lang), 404);
          if (current(order).status !== 'UNPAID')
            return sendPage(reply, kioskPage(counterNote.closed(lang, order.status), lang), 409);
          return sendPage(reply, await act(order, lang, reference));
        };
      sandbox.post(
        '/kiosk',
        atCounter(async (order, lang, reference) => {
          await settle(order, 'PAID');
          return kioskPage(counterNote.paid(lang, order.amount, reference), lang);
        }),
      );
      // The counter's other button: the reference typed in runs out of time now, as if its
      // window had passed unpaid, and FawryPay's notification says EXPIRED.
      sandbox.post(
        '/kiosk/expire',
        atCounter(async (order, lang, reference) => {
          order.expiresAt = Date.now();
          await settle(order, 'EXPIRED');
          return kioskPage(counterNote.expired(lang, reference), lang);
        }),
      );

      // Asks the sandbox to send an order's notification again, later or several times.
      sandbox.post<{ Body: { merchantRefNum?: string; times?: number; delayMs?: number } }>(
        '/control/notify',
        async (request, reply) => {
          const order = state.orders[String(request.body?.merchantRefNum)];
          if (!order) return reply.code(404).send({ statusCode: 9938 });
          const times = Math.min(Math.max(Number(request.body.times) || 1, 1), 100);
          await notify(order, times, Math.min(Number(request.body.delayMs) || 0, 600_000));
          return { statusCode: 200 };
        },
      );

      sandbox.get<{ Querystring: Record<string, string> }>(
        '/ECommerceWeb/Fawry/payments/status/v2',
        async (request) => {
          const q = request.query;
          const expected = sign.statusSignature(merchantCode, q.merchantRefNumber ?? '', secureKey);
          if (q.merchantCode !== merchantCode || !sameDigest(expected, q.signature))
            return wrongSignature;
          const order = state.orders[q.merchantRefNumber ?? ''];
          if (!order) return { statusCode: 9938, statusDescription: 'Payment not found' };
          return { ...v2Body(current(order)), type: 'PaymentStatusResponse', statusCode: 200 };
        },
      );

      sandbox.post('/ECommerceWeb/Fawry/payments/refund', async (request) => {
        const body = form(request.body) as unknown as Record<string, unknown>;
        const amount = toPiastersFromDecimal(body.refundAmount);
        const expected = sign.refundSignature(
          {
            merchantCode,
            referenceNumber: String(body.referenceNumber ?? ''),
            refundAmount: Number.isNaN(amount) ? 0 : amount,
            reason: body.reason === undefined ? undefined : String(body.reason),
          },
          secureKey,
        );
        if (body.merchantCode !== merchantCode || !sameDigest(expected, body.signature))
          return wrongSignature;
        const order = byReference(String(body.referenceNumber));
        if (!order) return { statusCode: 9938, statusDescription: 'Payment not found' };
        if (
          !['PAID', 'PARTIAL_REFUNDED'].includes(order.status) ||
          amount <= 0 ||
          amount > order.amount - order.refunded
        )
          return { statusCode: 9961, statusDescription: 'Refund not allowed' };
        order.refunded += amount;
        order.status = order.refunded === order.amount ? 'REFUNDED' : 'PARTIAL_REFUNDED';
        save();
        return { statusCode: 200, statusDescription: 'Operation done successfully' };
      });

      sandbox.post('/ECommerceWeb/api/orders/cancel-unpaid-order', async (request) => {
        const body = form(request.body) as unknown as Record<string, unknown>;
        const expected = sign.cancelSignature(
          {
            orderRefNo: String(body.orderRefNo ?? ''),
            merchantAccount: merchantCode,
            lang: String(body.lang ?? ''),
          },
          secureKey,
        );
        if (body.merchantAccount !== merchantCode || !sameDigest(expected, body.signature))
          return wrongSignature;
        const order = state.orders[String(body.orderRefNo)];
        if (!order) return { statusCode: 9938, statusDescription: 'Payment not found' };
        if (current(order).status !== 'UNPAID')
          return { statusCode: 9962, statusDescription: 'Order is not unpaid' };
        order.status = 'CANCELED';
        save();
        return { statusCode: 200, statusDescription: 'Operation done successfully' };
      });

      sandbox.get<{ Querystring: Record<string, string> }>(
        '/ECommerceWeb/Fawry/cards/cardToken',
        async (request) => {
          const q = request.query;
          const expected = sign.listCardsSignature(
            merchantCode,
            q.customerProfileId ?? '',
            secureKey,
          );
          if (q.merchantCode !== merchantCode || !sameDigest(expected, q.signature))
            return wrongSignature;
          return { cards: state.cards[q.customerProfileId ?? ''] ?? [], statusCode: 200 };
        },
      );
      sandbox.delete<{ Querystring: Record<string, string> }>(
        '/ECommerceWeb/Fawry/cards/cardToken',
        async (request) => {
          const q = request.query;
          const expected = sign.deleteCardSignature(
            {
              merchantCode,
              customerProfileId: q.customerProfileId ?? '',
              cardToken: q.cardToken ?? '',
              timestamp: Number(q.timestamp),
            },
            secureKey,
          );
          if (q.merchantCode !== merchantCode || !sameDigest(expected, q.signature))
            return wrongSignature;
          const list = state.cards[q.customerProfileId ?? ''] ?? [];
          if (!list.some((card) => card.token === q.cardToken))
            return { statusCode: 9954, statusDescription: 'Invalid card token' };
          state.cards[q.customerProfileId ?? ''] = list.filter(
            (card) => card.token !== q.cardToken,
          );
          save();
          return { statusCode: 200 };
        },
      );
    },
    { prefix },
  );
};
