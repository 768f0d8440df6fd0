/**
 * The FawryPay adapter: charges by card token with 3-D Secure, new cards through the hosted
 * checkout, PayAtFawry kiosk references, mobile wallets, status V2, refunds, cancelling unpaid
 * orders, card tokens, and the V2 server notification. Every request is signed
 * (fawry/signatures.ts); every answer is checked before it is believed.
 */
import {
  ProviderError,
  type CheckoutRequest,
  type CheckoutResult,
  type Customer,
  type PaymentGateway,
  type PaymentReport,
  type ProviderStatus,
} from '../gateway.js';
import { sameDigest, toPiastersFromDecimal, twoDecimals } from '../amounts.js';
import type { Transport } from '../transport.js';
import { fawryFailure } from './failures.js';
import * as sign from './signatures.js';

export type FawryOptions = {
  merchantCode: string;
  secureKey: string;
  transport: Transport;
  /** Where the customer's browser reaches FawryPay's hosted pages (its base URL, or the sandbox). */
  pagesBase: string;
};

const fawryStatuses: Record<string, ProviderStatus> = {
  NEW: 'unpaid',
  UNPAID: 'unpaid',
  PAID: 'paid',
  FAILED: 'failed',
  EXPIRED: 'expired',
  CANCELED: 'canceled',
  CANCELLED: 'canceled',
  REFUNDED: 'refunded',
  PARTIAL_REFUNDED: 'partially-refunded',
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const parseJson = (body: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const paymentMethods = { kiosk: 'PAYATFAWRY', wallet: 'MWALLET', 'card-token': 'CARD' } as const;

/** FawryPay's pages and messages speak the student's language: "ar-eg" or "en-gb". */
const fawryLanguage = (customer: Customer) => (customer.language === 'en' ? 'en-gb' : 'ar-eg');

export const createFawryGateway = (options: FawryOptions): PaymentGateway => {
  const { merchantCode, secureKey, transport, pagesBase } = options;

  const send = async (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown>; text: string }> => {
    let answer;
    try {
      answer = await transport({ method, path, body });
    } catch (error) {
      throw new ProviderError(`FawryPay unreachable: ${(error as Error).message}`);
    }
    return { status: answer.status, json: parseJson(answer.text), text: answer.text };
  };

  /** FawryPay answers 200 with its own statusCode; anything but 200 there is a refusal. */
  const ok = (answer: { status: number; json: Record<string, unknown> }, what: string) => {
    const statusCode = answer.json.statusCode;
    if (answer.status !== 200 || (statusCode !== undefined && Number(statusCode) !== 200))
      throw new ProviderError(
        `FawryPay refused ${what}: ${text(answer.json.statusDescription) || `HTTP ${answer.status}`}`,
      );
    return answer.json;
  };

  /** A V2 status body (notification or status answer) whose messageSignature holds. */
  const verifiedReport = (body: Record<string, unknown>): PaymentReport | null => {
    const paymentAmount = toPiastersFromDecimal(body.paymentAmount ?? body.orderAmount);
    const orderAmount = toPiastersFromDecimal(body.orderAmount);
    const merchantRefNumber = text(body.merchantRefNumber);
    const orderStatus = text(body.orderStatus);
    if (
      !merchantRefNumber ||
      !orderStatus ||
      Number.isNaN(orderAmount) ||
      Number.isNaN(paymentAmount)
    )
      return null;
    const expected = sign.notificationSignature(
      {
        fawryRefNumber: text(body.fawryRefNumber),
        merchantRefNumber,
        paymentAmount,
        orderAmount,
        orderStatus,
        paymentMethod: text(body.paymentMethod),
        paymentRefrenceNumber: text(body.paymentRefrenceNumber) || null,
      },
      secureKey,
    );
    if (!sameDigest(expected, body.messageSignature)) return null;
    const status = fawryStatuses[orderStatus.toUpperCase()] ?? 'unpaid';
    return {
      merchantRef: merchantRefNumber,
      providerRef: text(body.fawryRefNumber) || null,
      status,
      amount: orderAmount,
      currency: text(body.currencyCode) || 'EGP',
      failureReason: text(body.failureReason) || null,
      failure: fawryFailure(status, {
        paymentMethod: text(body.paymentMethod),
        failureErrorCode: body.failureErrorCode,
        failureReason: text(body.failureReason),
      }),
    };
  };

  const chargeItems = (request: CheckoutRequest) => [
    {
      itemId: request.itemId,
      description: request.description,
      price: request.amount,
      quantity: 1,
    },
  ];
  const wireItems = (request: CheckoutRequest) =>
    chargeItems(request).map((item) => ({ ...item, price: Number(twoDecimals(item.price)) }));

  const checkout = async (request: CheckoutRequest): Promise<CheckoutResult> => {
    const customerProfileId = String(request.customer.id);
    const customer = {
      customerProfileId,
      customerName: request.customer.name,
      customerEmail: request.customer.email,
      customerMobile:
        request.method.kind === 'wallet' ? request.method.phone : (request.customer.phone ?? ''),
    };
    if (request.method.kind === 'card-new' || request.method.kind === 'installments') {
      const installments = request.method.kind === 'installments' ? request.method.planId : null;
      const body = {
        merchantCode,
        merchantRefNum: request.merchantRef,
        ...customer,
        language: fawryLanguage(request.customer),
        chargeItems: wireItems(request),
        returnUrl: request.returnUrl,
        paymentMethod: 'CARD',
        saveCardInfo: request.method.kind === 'card-new' && request.method.saveCard,
        ...(installments ? { installmentPlanId: installments } : {}),
        authCaptureModePayment: false,
        paymentExpiry: request.expiresAt.getTime(),
        signature: sign.checkoutSignature(
          {
            merchantCode,
            merchantRefNum: request.merchantRef,
            customerProfileId,
            returnUrl: request.returnUrl,
            chargeItems: chargeItems(request),
          },
          secureKey,
        ),
      };
      const answer = await send('POST', '/fawrypay-api/api/payments/init', body);
      const url = answer.text.trim().replace(/^"|"$/g, '');
      if (answer.status !== 200 || !/^(https?:\/\/|\/)/.test(url))
        throw new ProviderError(`FawryPay refused the checkout: HTTP ${answer.status}`);
      return { kind: 'redirect', url, providerRef: null };
    }
    const paymentMethod = paymentMethods[request.method.kind as keyof typeof paymentMethods];
    const card =
      request.method.kind === 'card-token'
        ? {
            cardToken: request.method.cardToken,
            cvv: request.method.cvv,
            returnUrl: request.returnUrl,
          }
        : {};
    const body = {
      merchantCode,
      merchantRefNum: request.merchantRef,
      ...customer,
      paymentMethod,
      amount: Number(twoDecimals(request.amount)),
      currencyCode: 'EGP',
      language: fawryLanguage(request.customer),
      description: request.description,
      chargeItems: wireItems(request),
      ...(request.method.kind === 'kiosk' ? { paymentExpiry: request.expiresAt.getTime() } : {}),
      ...(request.method.kind === 'card-token' ? { ...card, enable3DS: true } : {}),
      signature: sign.chargeSignature(
        {
          merchantCode,
          merchantRefNum: request.merchantRef,
          customerProfileId,
          paymentMethod,
          amount: request.amount,
          ...card,
        },
        secureKey,
      ),
    };
    const json = ok(await send('POST', '/ECommerceWeb/Fawry/payments/charge', body), 'the charge');
    const reference = text(json.referenceNumber);
    if (request.method.kind === 'kiosk') {
      if (!reference) throw new ProviderError('FawryPay gave no reference number');
      const expiry = Number(json.expirationTime);
      return {
        kind: 'kiosk',
        reference,
        expiresAt: Number.isFinite(expiry) && expiry > 0 ? new Date(expiry) : request.expiresAt,
      };
    }
    if (request.method.kind === 'wallet') {
      const link = text(json.walletQr);
      return {
        kind: 'wallet',
        providerRef: reference || null,
        approveUrl: /^(https?:\/\/|\/)/.test(link) ? link : null,
      };
    }
    const next = json.nextAction as { redirectUrl?: unknown } | undefined;
    const redirectUrl = text(next?.redirectUrl);
    if (!redirectUrl) throw new ProviderError('FawryPay gave no 3-D Secure address');
    return { kind: 'redirect', url: redirectUrl, providerRef: reference || null };
  };

  return {
    name: 'fawry',
    checkout,
    status: async (merchantRef) => {
      const query = new URLSearchParams({
        merchantCode,
        merchantRefNumber: merchantRef,
        signature: sign.statusSignature(merchantCode, merchantRef, secureKey),
      });
      const answer = await send('GET', `/ECommerceWeb/Fawry/payments/status/v2?${query}`);
      if (answer.status === 404 || Number(answer.json.statusCode) === 9938) return null;
      const json = ok(answer, 'the status query');
      const report = verifiedReport(json);
      if (!report) throw new ProviderError('FawryPay’s status answer is not signed correctly');
      return report;
    },
    refund: async (providerRef, amount, reason) => {
      const body = {
        merchantCode,
        referenceNumber: providerRef,
        refundAmount: Number(twoDecimals(amount)),
        reason,
        signature: sign.refundSignature(
          { merchantCode, referenceNumber: providerRef, refundAmount: amount, reason },
          secureKey,
        ),
      };
      ok(await send('POST', '/ECommerceWeb/Fawry/payments/refund', body), 'the refund');
    },
    cancelUnpaid: async (merchantRef) => {
      const lang = 'ar-eg';
      const body = {
        merchantAccount: merchantCode,
        orderRefNo: merchantRef,
        lang,
        signature: sign.cancelSignature(
          { orderRefNo: merchantRef, merchantAccount: merchantCode, lang },
          secureKey,
        ),
      };
      ok(await send('POST', '/ECommerceWeb/api/orders/cancel-unpaid-order', body), 'the cancel');
    },
    listCards: async (customerId) => {
      const customerProfileId = String(customerId);
      const query = new URLSearchParams({
        merchantCode,
        customerProfileId,
        signature: sign.listCardsSignature(merchantCode, customerProfileId, secureKey),
      });
      const json = ok(
        await send('GET', `/ECommerceWeb/Fawry/cards/cardToken?${query}`),
        'the cards',
      );
      const cards = Array.isArray(json.cards) ? (json.cards as Record<string, unknown>[]) : [];
      return cards.map((card) => ({
        token: text(card.token),
        lastFour: text(card.lastFourDigits).slice(-4),
        brand: text(card.brand) || 'CARD',
        expiry: `${text(card.expiryMonth).padStart(2, '0')}/${text(card.expiryYear)}`,
        // FawryPay marks the customer's default card and dates each card (epoch ms).
        isDefault: card.isDefault === true || card.isDefault === 'true',
        savedAt: Number.isFinite(Number(card.creationDate)) ? Number(card.creationDate) : null,
      }));
    },
    deleteCard: async (customerId, token) => {
      const customerProfileId = String(customerId);
      const timestamp = Date.now();
      const query = new URLSearchParams({
        merchantCode,
        customerProfileId,
        cardToken: token,
        timestamp: String(timestamp),
        signature: sign.deleteCardSignature(
          { merchantCode, customerProfileId, cardToken: token, timestamp },
          secureKey,
        ),
      });
      ok(await send('DELETE', `/ECommerceWeb/Fawry/cards/cardToken?${query}`), 'the card removal');
    },
    addCardUrl: (customer, returnUrl) => {
      const customerProfileId = String(customer.id);
      const query = new URLSearchParams({
        accNo: merchantCode,
        customerProfileId,
        customerName: customer.name,
        customerEmail: customer.email,
        customerMobile: customer.phone ?? '',
        returnUrl,
        locale: customer.language === 'en' ? 'en' : 'ar',
        signature: sign.cardTokenPageSignature(
          { accNo: merchantCode, customerProfileId, returnUrl },
          secureKey,
        ),
      });
      return `${pagesBase.replace(/\/$/, '')}/atfawry/plugin/card-token?${query}`;
    },
    readNotification: ({ body }) => ({
      signed: body,
      merchantRef: typeof body.merchantRefNumber === 'string' ? body.merchantRefNumber : null,
      followUp: false,
    }),
    verifyNotification: verifiedReport,
    // FawryPay's installment plans of the merchant ("Get Installment Plans"), kept to the amount.
    installmentPlans: async (amount) => {
      const query = new URLSearchParams({ accountNumber: merchantCode });
      const answer = await send('GET', `/ECommerceWeb/api/merchant/installment-plans?${query}`);
      if (answer.status !== 200)
        throw new ProviderError(`FawryPay refused the installment plans: HTTP ${answer.status}`);
      const value: unknown = JSON.parse(answer.text || '[]');
      const plans = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return plans.flatMap((plan) => {
        const months = Number(plan.months ?? plan.installmentPeriod);
        const min = toPiastersFromDecimal(plan.minAmount ?? 0);
        const max = plan.maxAmount === undefined ? Infinity : toPiastersFromDecimal(plan.maxAmount);
        const rate = Number(plan.interestRate ?? 0);
        if (!Number.isInteger(months) || months < 1 || amount < min || amount > max) return [];
        const total = amount + Math.round((amount * (Number.isFinite(rate) ? rate : 0)) / 100);
        return [
          {
            id: text(plan.id),
            bank: text(plan.bankName ?? plan.name),
            bankCode: text(plan.bankCode) || null,
            months,
            monthly: Math.ceil(total / months),
            total,
          },
        ];
      });
    },
  };
};
