/**
 * Paymob's HMAC against its developer documentation ("HMAC Transaction Callback"): the sample
 * transaction-processed callback's values give the published concatenated string, field by field
 * in the documented order; the transaction-response (GET) form of the same transaction gives the
 * same string. The documentation does not publish the sample's HMAC secret, so the digest is checked
 * against an independent computation (`printf '%s' … | openssl dgst -sha512 -hmac …`).
 */
import { describe, expect, it } from 'vitest';
import {
  PAYMOB_HMAC_FIELDS,
  paymobHmac,
  processedHmacString,
  responseHmacString,
} from '../../src/infra/payments/paymob/hmac.js';
import { createPaymobGateway, paymobStatus } from '../../src/infra/payments/paymob/adapter.js';

/** The documentation's sample callback (the fields the HMAC reads, and a few it must ignore). */
const sample = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  profile_id: 302852,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: '4837261950183746', amount_cents: 100000 },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
  data: { message: 'Approved' },
};
const published =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const secret = 'test-hmac-secret';
// printf '%s' "$published" | openssl dgst -sha512 -hmac test-hmac-secret
const expectedDigest =
  'de93afdacbe097b8b29a3822f252bc670643dbc064a1d300f6c6a8be205a11d2c3fec4da1ca641d735d850ca89d73522573cfc89a3b6acb5d208290d8347e957';

describe('Paymob HMAC string', () => {
  it('lists the twenty documented fields in the documented order', () => {
    expect(PAYMOB_HMAC_FIELDS).toEqual([
      'amount_cents',
      'created_at',
      'currency',
      'error_occured',
      'has_parent_transaction',
      'id',
      'integration_id',
      'is_3d_secure',
      'is_auth',
      'is_capture',
      'is_refunded',
      'is_standalone_payment',
      'is_voided',
      'order.id',
      'owner',
      'pending',
      'source_data.pan',
      'source_data.sub_type',
      'source_data.type',
      'success',
    ]);
  });

  it('gives the published string for the sample processed callback', () => {
    expect(processedHmacString(sample)).toBe(published);
  });

  it('gives the same string from the redirect’s flat query (order_id or order)', () => {
    const flat: Record<string, string> = {
      amount_cents: '100000',
      created_at: '2024-06-13T11:33:44.592345',
      currency: 'EGP',
      error_occured: 'false',
      has_parent_transaction: 'false',
      id: '192036465',
      integration_id: '4097558',
      is_3d_secure: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_refunded: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      order_id: '217503754',
      owner: '302852',
      pending: 'false',
      'source_data.pan': '2346',
      'source_data.sub_type': 'MasterCard',
      'source_data.type': 'card',
      success: 'true',
      merchant_order_id: 'ignored by the HMAC',
    };
    expect(responseHmacString(flat)).toBe(published);
    const { order_id: orderId, ...legacy } = flat;
    expect(responseHmacString({ ...legacy, order: orderId })).toBe(published);
  });

  it('changes when any signed field changes, not when an unsigned one does', () => {
    expect(processedHmacString({ ...sample, amount_cents: 100 })).not.toBe(published);
    expect(processedHmacString({ ...sample, order: { ...sample.order, id: 1 } })).not.toBe(
      published,
    );
    expect(
      processedHmacString({ ...sample, order: { ...sample.order, merchant_order_id: 'x' } }),
    ).toBe(published);
  });

  it('is HMAC-SHA512 in lowercase hex', () => {
    expect(paymobHmac(published, secret)).toBe(expectedDigest);
  });
});

describe('the adapter’s verification', () => {
  const gateway = createPaymobGateway({
    secretKey: 'sk',
    apiKey: 'ak',
    publicKey: 'pk',
    hmacSecret: secret,
    integrations: { card: 1 },
    transport: () => Promise.reject(new Error('no network in unit tests')),
    browserBase: '/sandbox/paymob',
    publicUrl: '',
  });
  const hmac = paymobHmac(published, secret);

  it('believes a correctly signed callback and reports the order', () => {
    expect(gateway.verifyNotification({ type: 'TRANSACTION', obj: sample, hmac })).toEqual({
      merchantRef: '4837261950183746',
      providerRef: '217503754',
      providerOrderRef: '217503754',
      status: 'paid',
      amount: 100000,
      currency: 'EGP',
      failureReason: null,
      failure: null,
    });
    expect(
      gateway.verifyNotification({ type: 'TRANSACTION', obj: sample, hmac: hmac.toUpperCase() }),
    ).not.toBeNull();
  });

  it('refuses a forged or missing HMAC and a tampered amount', () => {
    expect(gateway.verifyNotification({ type: 'TRANSACTION', obj: sample, hmac: '00' })).toBeNull();
    expect(gateway.verifyNotification({ type: 'TRANSACTION', obj: sample })).toBeNull();
    expect(
      gateway.verifyNotification({
        type: 'TRANSACTION',
        obj: { ...sample, amount_cents: 100 },
        hmac,
      }),
    ).toBeNull();
  });

  it('reads the transaction’s state from its flags', () => {
    expect(paymobStatus({ success: true, pending: false })).toBe('paid');
    expect(paymobStatus({ success: false, pending: true })).toBe('unpaid');
    expect(paymobStatus({ success: false, pending: false })).toBe('failed');
    expect(paymobStatus({ success: true, is_voided: true })).toBe('canceled');
    expect(
      paymobStatus({
        success: true,
        is_refunded: true,
        amount_cents: 100,
        refunded_amount_cents: 40,
      }),
    ).toBe('partially-refunded');
    expect(
      paymobStatus({
        success: true,
        is_refunded: true,
        amount_cents: 100,
        refunded_amount_cents: 100,
      }),
    ).toBe('refunded');
  });
});
