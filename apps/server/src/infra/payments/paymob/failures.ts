/**
 * Why Paymob says a transaction failed, as one of the product's reasons
 * (docs/product/plans-and-payments.md#why-a-payment-failed). A declined transaction's callback
 * (and the browser's redirect, flattened) carries `source_data.type` (card, wallet, aggregator for
 * a kiosk bill), `is_3d_secure`, and in `data` the bank's answer: `txn_response_code`,
 * `acq_response_code` (the card networks' two-digit code: 51 is insufficient funds, 05 "do not
 * honour") and `message`. Only the fields the HMAC covers decide what the order becomes; these
 * only choose the words the student reads.
 */
import type { PaymentFailure } from '@darsak/shared';

export type PaymobDecline = {
  sourceType: string;
  txnResponseCode: string;
  acqResponseCode: string;
  message: string;
};

/** The card networks' codes for a refusal by the card's bank. */
const BANK_REFUSALS = new Set(['05', '04', '07', '14', '41', '43', '54', '57', '62']);

export const paymobFailure = (decline: PaymobDecline): PaymentFailure => {
  const message = decline.message.toLowerCase();
  const code = decline.txnResponseCode.toUpperCase();
  const type = decline.sourceType.toLowerCase();
  if (decline.acqResponseCode === '51' || /insufficient|not sufficient|balance/.test(message))
    return 'insufficient-funds';
  if (type === 'wallet') return 'wallet-refused';
  if (type === 'aggregator' || type === 'cash')
    return /expir/.test(message) ? 'reference-expired' : 'other';
  if (code.includes('AUTHENTICATION') || /3-?d[ -]?secure|3ds|authenticat|otp/.test(message))
    return 'secure-code';
  if (
    BANK_REFUSALS.has(decline.acqResponseCode) ||
    code === 'DECLINED' ||
    /declin|do not honou?r|refused/.test(message)
  )
    return 'card-declined';
  return 'other';
};
