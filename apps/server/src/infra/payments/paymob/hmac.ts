/**
 * Paymob's transaction callbacks are signed with HMAC-SHA512 (hex, lowercase) over the values of
 * twenty fields concatenated without separators, in the order Paymob's developer documentation
 * ("HMAC Transaction Callback") gives. The transaction-processed callback (POST) carries them as a
 * JSON object `obj`; the transaction-response callback (the browser's redirect, GET) as flat query
 * parameters, where `obj.id` is `id` and `order.id` is `order_id` (older integrations: `order`).
 * The digest arrives in the `hmac` query parameter. Test vectors in test/unit/paymob-hmac.test.ts.
 */
import { createHmac } from 'node:crypto';

export const PAYMOB_HMAC_FIELDS = [
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
] as const;

type Json = Record<string, unknown>;

/** A value as it enters the string: booleans as true/false, numbers as written, absent as empty. */
const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

const at = (object: Json, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Json)[key] : undefined),
      object,
    );

/** The concatenated string of a transaction-processed callback's `obj`. */
export const processedHmacString = (obj: Json): string =>
  PAYMOB_HMAC_FIELDS.map((field) => asText(at(obj, field))).join('');

/** The concatenated string of a transaction-response callback's query parameters. */
export const responseHmacString = (query: Json): string =>
  PAYMOB_HMAC_FIELDS.map((field) =>
    asText(field === 'order.id' ? (query.order_id ?? query.order) : query[field]),
  ).join('');

export const paymobHmac = (text: string, hmacSecret: string): string =>
  createHmac('sha512', hmacSecret).update(text, 'utf8').digest('hex');
