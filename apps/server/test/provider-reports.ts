/**
 * Reports as the payment providers send them, signed with the local sandboxes' keys: a FawryPay V2
 * notification and a Paymob transaction-processed callback, signed exactly as the adapters verify.
 */
import { notificationSignature } from '../src/infra/payments/fawry/signatures.js';
import { paymobHmac, processedHmacString } from '../src/infra/payments/paymob/hmac.js';

export const SANDBOX_KEY = 'sandbox-secure-key-local-only';

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
