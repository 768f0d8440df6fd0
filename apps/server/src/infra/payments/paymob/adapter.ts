/**
 * The Paymob adapter (decision 024): an Intention (Paymob's "Create Intention" API, the secret key
 * as `Authorization: Token …`) for the card, wallet or kiosk integration the order asks for, and
 * the student sent to Paymob's Unified Checkout with the public key and the intention's client
 * secret. Its transaction-processed callback and the browser's redirect are believed only
 * when their HMAC-SHA512 (paymob/hmac.ts) holds, compared in constant time. The order's status is
 * read with the transaction inquiry (an auth token from the API key), refunds go through
 * void_refund/refund with the transaction's id.
 */
import { routes } from '@darsak/shared';
import {
  ProviderError,
  type CallbackClaim,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentGateway,
  type PaymentReport,
  type ProviderStatus,
} from '../gateway.js';
import { sameDigest } from '../amounts.js';
import type { Transport } from '../transport.js';
import { paymobFailure, type PaymobDecline } from './failures.js';
import { paymobHmac, processedHmacString, responseHmacString } from './hmac.js';

export type PaymobOptions = {
  secretKey: string;
  apiKey: string;
  publicKey: string;
  hmacSecret: string;
  /** Paymob's integration id of each way of paying it serves. */
  integrations: { card?: number; wallet?: number; kiosk?: number };
  transport: Transport;
  /** Where browsers reach Paymob (its Unified Checkout lives under it). */
  browserBase: string;
  /** This server's public address: Paymob calls back and redirects there. */
  publicUrl: string;
};

type Json = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const truthy = (value: unknown): boolean => value === true || value === 'true';

const parseJson = (body: string): Json => {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Json) : {};
  } catch {
    return {};
  }
};

/** What a Paymob transaction says about its order. */
export const paymobStatus = (tx: Json): ProviderStatus => {
  if (truthy(tx.is_voided)) return 'canceled';
  if (truthy(tx.is_refunded)) {
    const refunded = Number(tx.refunded_amount_cents);
    return Number.isFinite(refunded) && refunded < Number(tx.amount_cents)
      ? 'partially-refunded'
      : 'refunded';
  }
  if (truthy(tx.pending)) return 'unpaid';
  return truthy(tx.success) ? 'paid' : 'failed';
};

/** A report from a transaction the HMAC (or our own authenticated inquiry) vouches for. */
const reportOf = (fields: {
  merchantRef: string;
  paymobOrderId: string;
  transactionId: string;
  amountCents: unknown;
  currency: unknown;
  status: ProviderStatus;
  decline: PaymobDecline;
}): PaymentReport | null => {
  const amount = Number(fields.amountCents);
  if (!fields.merchantRef || !fields.paymobOrderId || !Number.isSafeInteger(amount)) return null;
  const failure = fields.status === 'failed' ? paymobFailure(fields.decline) : null;
  return {
    merchantRef: fields.merchantRef,
    providerRef: fields.paymobOrderId,
    providerOrderRef: fields.paymobOrderId,
    // A kiosk bill declined for want of payment in time: its reference expired.
    status: failure === 'reference-expired' ? 'expired' : fields.status,
    amount,
    currency: text(fields.currency),
    failureReason: failure ? fields.decline.message || 'Declined' : null,
    failure,
  };
};

/** What a transaction object (callback or inquiry) says of a refusal. */
const declineOf = (tx: Json): PaymobDecline => {
  const data = (tx.data ?? {}) as Json;
  const source = (tx.source_data ?? {}) as Json;
  return {
    sourceType: text(source.type),
    txnResponseCode: text(data.txn_response_code),
    acqResponseCode: text(data.acq_response_code),
    message: text(data.message),
  };
};

/** The order a callback names, before its HMAC is checked. */
const claimedRef = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

const splitName = (name: string) => {
  const [first = 'NA', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') || 'NA' };
};

export const createPaymobGateway = (options: PaymobOptions): PaymentGateway => {
  const { transport, hmacSecret } = options;

  const send = async (
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ) => {
    let answer;
    try {
      answer = await transport({ method, path, body, headers });
    } catch (error) {
      throw new ProviderError(`Paymob unreachable: ${(error as Error).message}`);
    }
    return { status: answer.status, json: parseJson(answer.text) };
  };
  const bySecretKey = { authorization: `Token ${options.secretKey}` };

  /** An auth token for the legacy APIs (the transaction inquiry), from the API key. */
  const authToken = async (): Promise<string> => {
    const answer = await send('POST', '/api/auth/tokens', { api_key: options.apiKey }, {});
    const token = text(answer.json.token);
    if (answer.status >= 300 || !token) throw new ProviderError('Paymob refused the API key');
    return token;
  };

  /** The latest transaction of an order (by our reference or Paymob's order id), or null. */
  const inquire = async (query: { merchant_order_id: string } | { order_id: number }) => {
    const token = await authToken();
    const answer = await send('POST', '/api/ecommerce/orders/transaction_inquiry', query, {
      authorization: `Bearer ${token}`,
    });
    if (answer.status === 404) return null;
    if (answer.status >= 300)
      throw new ProviderError(`Paymob refused the inquiry: HTTP ${answer.status}`);
    return answer.json;
  };

  const checkout = async (request: CheckoutRequest): Promise<CheckoutResult> => {
    const kind = request.method.kind;
    if (kind === 'card-token' || kind === 'installments')
      throw new ProviderError('Paymob takes no saved card and no installment plan here');
    const group = kind === 'card-new' ? 'card' : kind;
    const integration = options.integrations[group];
    if (integration === undefined)
      throw new ProviderError(`No Paymob integration is configured for ${group}`);
    const name = splitName(request.customer.name);
    const phone =
      request.method.kind === 'wallet' && request.method.phone
        ? request.method.phone
        : (request.customer.phone ?? 'NA');
    const base = options.publicUrl.replace(/\/$/, '');
    const body = {
      amount: request.amount,
      currency: 'EGP',
      payment_methods: [integration],
      items: [
        {
          name: request.itemId,
          amount: request.amount,
          description: request.description,
          quantity: 1,
        },
      ],
      billing_data: {
        ...name,
        email: request.customer.email,
        phone_number: phone,
        apartment: 'NA',
        floor: 'NA',
        street: 'NA',
        building: 'NA',
        city: 'NA',
        country: 'EG',
        state: 'NA',
      },
      customer: { ...name, email: request.customer.email },
      special_reference: request.merchantRef,
      notification_url: `${base}${routes.paymobCallback.path}`,
      redirection_url: `${base}${routes.paymobRedirect.path}`,
      expiration: Math.max(60, Math.round((request.expiresAt.getTime() - Date.now()) / 1000)),
    };
    const answer = await send('POST', '/v1/intention/', body, bySecretKey);
    const clientSecret = text(answer.json.client_secret);
    const orderId = text(answer.json.intention_order_id);
    if (answer.status >= 300 || !clientSecret || !orderId)
      throw new ProviderError(
        `Paymob refused the intention: ${text(answer.json.detail) || `HTTP ${answer.status}`}`,
      );
    // The student's language. Paymob's Create Intention has no language field, and its Unified
    // Checkout is opened with the public key and the client secret only: it documents no language
    // parameter and picks its language itself. `lang` is ours, read by the local sandbox's checkout
    // (paymob/sandbox.ts); the real page is not known to read it.
    const query = new URLSearchParams({
      publicKey: options.publicKey,
      clientSecret,
      lang: request.customer.language === 'en' ? 'en' : 'ar',
    });
    return {
      kind: 'redirect',
      url: `${options.browserBase.replace(/\/$/, '')}/unifiedcheckout/?${query}`,
      providerRef: orderId,
    };
  };

  /** The transaction-processed callback: `{ type: 'TRANSACTION', obj }` with `hmac` beside it. */
  const verifyNotification = (body: Json): PaymentReport | null => {
    const obj = body.obj;
    if (!obj || typeof obj !== 'object' || body.type !== 'TRANSACTION') return null;
    const tx = obj as Json;
    if (!sameDigest(paymobHmac(processedHmacString(tx), hmacSecret), body.hmac)) return null;
    const order = (tx.order ?? {}) as Json;
    return reportOf({
      merchantRef: text(order.merchant_order_id),
      paymobOrderId: text(order.id),
      transactionId: text(tx.id),
      amountCents: tx.amount_cents,
      currency: tx.currency,
      status: paymobStatus(tx),
      decline: declineOf(tx),
    });
  };

  /** The transaction-response callback: the browser's redirect, flat query parameters. */
  const verifyRedirect = (query: Json): PaymentReport | null => {
    if (!sameDigest(paymobHmac(responseHmacString(query), hmacSecret), query.hmac)) return null;
    return reportOf({
      merchantRef: text(query.merchant_order_id),
      paymobOrderId: text(query.order_id ?? query.order),
      transactionId: text(query.id),
      amountCents: query.amount_cents,
      currency: query.currency,
      status: paymobStatus(query),
      // The redirect flattens the transaction: `data.message`, `source_data.type`, and the bank's
      // codes as `txn_response_code` and `acq_response_code`.
      decline: {
        sourceType: text(query['source_data.type']),
        txnResponseCode: text(query.txn_response_code ?? query['data.txn_response_code']),
        acqResponseCode: text(query.acq_response_code ?? query['data.acq_response_code']),
        message: text(query['data.message']),
      },
    });
  };

  /**
   * The transaction-processed callback: the body, its `hmac` in the query. A refund's or a void's
   * own transaction (it has a parent) follows an order already settled.
   */
  const readNotification = ({ body, query }: { body: Json; query: Json }): CallbackClaim => {
    const obj = (body.obj ?? {}) as {
      order?: { merchant_order_id?: unknown };
      has_parent_transaction?: unknown;
    };
    return {
      signed: { ...body, hmac: query.hmac },
      merchantRef: claimedRef(obj.order?.merchant_order_id),
      followUp: obj.has_parent_transaction === true,
    };
  };

  return {
    name: 'paymob',
    checkout,
    status: async (merchantRef) => {
      const tx = await inquire({ merchant_order_id: merchantRef });
      if (!tx || tx.id === undefined) return null;
      const order = (tx.order ?? {}) as Json;
      const report = reportOf({
        merchantRef: text(order.merchant_order_id) || merchantRef,
        paymobOrderId: text(order.id),
        transactionId: text(tx.id),
        amountCents: tx.amount_cents,
        currency: tx.currency,
        status: paymobStatus(tx),
        decline: declineOf(tx),
      });
      if (!report) throw new ProviderError('Paymob’s inquiry answer is incomplete');
      return report;
    },
    // Paymob refunds a transaction: the order's paid one is found by its order id.
    refund: async (providerRef, amount) => {
      const tx = await inquire({ order_id: Number(providerRef) });
      if (!tx || !truthy(tx.success)) throw new ProviderError('Paymob has no paid transaction');
      const answer = await send(
        'POST',
        '/api/acceptance/void_refund/refund',
        { transaction_id: Number(tx.id), amount_cents: amount },
        bySecretKey,
      );
      if (answer.status >= 300 || !truthy(answer.json.success))
        throw new ProviderError(
          `Paymob refused the refund: ${text(answer.json.detail) || `HTTP ${answer.status}`}`,
        );
    },
    // An unpaid intention has nothing to cancel at Paymob: it ends at its expiration, and money
    // that still arrives is recorded as Processed for a refund (decision 012).
    cancelUnpaid: async () => {},
    // Paymob keeps no cards for Darsak (it does not declare `savesCards`, decision 024).
    listCards: () => Promise.resolve([]),
    deleteCard: () => Promise.reject(new ProviderError('Paymob keeps no saved cards here')),
    readNotification,
    verifyNotification,
    readRedirect: (query) => ({
      signed: query,
      merchantRef: claimedRef(query.merchant_order_id),
      followUp: false,
    }),
    verifyRedirect,
  };
};
