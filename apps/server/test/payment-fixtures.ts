/** Buying plans in tests: a plan, a student, and the sandbox provider's pages driven as a browser would. */
import { expect } from 'vitest';
import { api, Role, type CheckoutAnswer, type Plan } from '@darsak/shared';
import { notificationSignature } from '../src/infra/payments/fawry/signatures.js';
import { paymobHmac, processedHmacString } from '../src/infra/payments/paymob/hmac.js';
import type { Harness } from './harness.js';

export const SANDBOX_KEY = 'sandbox-secure-key-local-only';

export const createPlan = async (h: Harness, body: Record<string, unknown> = {}): Promise<Plan> => {
  const admin = await h.account({ role: Role.RegularAdmin });
  const res = await h.call(api.createPlan, {
    body: {
      weeklyMinutes: 120,
      monthPrice: 40_000,
      discountQuarter: 10,
      discountYear: 20,
      ...body,
    } as never,
    token: admin.token.value,
  });
  expect(res.status).toBe(200);
  return res.body;
};

export const adminToken = async (h: Harness) =>
  (await h.account({ role: Role.RegularAdmin })).token.value;

export const buyer = async (h: Harness) => {
  const session = await h.account({ role: Role.Student, phone: '01012345678' });
  return { id: session.user.id, token: session.token.value };
};

/** Submits a sandbox page's form as a browser would; answers the status and where it leads. */
export const submit = async (h: Harness, url: string, fields: Record<string, string>) => {
  const res = await h.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return {
    status: res.statusCode,
    location: res.headers.location as string | undefined,
    body: res.body,
  };
};

export const redirectUrl = (answer: CheckoutAnswer): string => {
  if (answer.next.kind !== 'redirect')
    throw new Error(`Expected a redirect, got ${answer.next.kind}`);
  return answer.next.url;
};

export const kioskReference = (answer: CheckoutAnswer): string => {
  if (answer.next.kind !== 'kiosk')
    throw new Error(`Expected a kiosk reference, got ${answer.next.kind}`);
  return answer.next.reference;
};

/** A V2 notification for an order, signed with the given key (the sandbox's by default). */
export const signedNotification = (
  fields: {
    merchantRef: string;
    amount: string;
    status: string;
    fawryRef?: string;
    method?: string;
  },
  key = SANDBOX_KEY,
) => {
  const body = {
    requestId: 'c72827d084ea4b88949d91dd2db4996e',
    fawryRefNumber: fields.fawryRef ?? '970177',
    merchantRefNumber: fields.merchantRef,
    paymentAmount: fields.amount,
    orderAmount: fields.amount,
    orderStatus: fields.status,
    paymentMethod: fields.method ?? 'PAYATFAWRY',
    currencyCode: 'EGP',
  };
  const piasters = Math.round(Number(fields.amount) * 100);
  return {
    ...body,
    messageSignature: notificationSignature(
      {
        fawryRefNumber: body.fawryRefNumber,
        merchantRefNumber: body.merchantRefNumber,
        paymentAmount: piasters,
        orderAmount: piasters,
        orderStatus: body.orderStatus,
        paymentMethod: body.paymentMethod,
      },
      key,
    ),
  };
};

export const SANDBOX_PAYMOB_HMAC = 'sandbox-paymob-hmac-local-only';
/** Paymob serving every way of paying it can (installments stay FawryPay's). */
export const PAYMOB_ROUTING = { PAYMENT_PROVIDERS: 'card=paymob,wallet=paymob,kiosk=paymob' };

/** A transaction-processed callback as Paymob sends it: the body, and the `hmac` to put in the query. */
export const signedPaymobCallback = (
  fields: {
    merchantRef: string;
    paymobOrderId: string | number;
    amountCents: number;
    success?: boolean;
    pending?: boolean;
    transactionId?: number;
    currency?: string;
  },
  secret = SANDBOX_PAYMOB_HMAC,
) => {
  const obj = {
    id: fields.transactionId ?? 190_000_777,
    pending: fields.pending ?? false,
    amount_cents: fields.amountCents,
    success: fields.success ?? true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 5_000_001,
    has_parent_transaction: false,
    order: { id: Number(fields.paymobOrderId), merchant_order_id: fields.merchantRef },
    created_at: '2026-11-23T21:00:00.000000',
    currency: fields.currency ?? 'EGP',
    source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
    error_occured: false,
    owner: 302852,
    data: { message: 'Approved' },
  };
  return { body: { type: 'TRANSACTION', obj }, hmac: paymobHmac(processedHmacString(obj), secret) };
};
