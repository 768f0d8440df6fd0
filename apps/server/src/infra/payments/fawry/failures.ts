/**
 * Why FawryPay says an order ended unpaid, as one of the product's reasons
 * (docs/product/plans-and-payments.md#why-a-payment-failed). Its V2 notification and status answer
 * carry `orderStatus`, `paymentMethod` and, on a refusal, `failureErrorCode` and `failureReason`.
 * The codes read here are those FawryPay's error-code list gives for an issuing bank's refusal
 * (99901, 99904 to 99907); it lists none for 3-D Secure or for funds, so those are read from the
 * reason's words. Neither field is covered by the message signature: they only choose the words
 * the student reads, never what the order becomes. Check against the merchant's onboarding pack.
 */
import type { PaymentFailure } from '@darsak/shared';
import type { ProviderStatus } from '../gateway.js';

/** FawryPay's codes for a card its issuing bank refused. */
const BANK_REFUSALS = new Set([99901, 99904, 99905, 99906, 99907]);

const isKiosk = (method: string) => /^pay\s*at\s*fawry$/i.test(method.replace(/_/g, ''));
const isWallet = (method: string) => /wallet/i.test(method);

export const fawryFailure = (
  status: ProviderStatus,
  report: { paymentMethod: string; failureErrorCode: unknown; failureReason: string },
): PaymentFailure | null => {
  const method = report.paymentMethod.trim();
  if (status === 'expired') return isKiosk(method) ? 'reference-expired' : null;
  if (status !== 'failed') return null;
  const reason = report.failureReason.toLowerCase();
  const code = Number(report.failureErrorCode);
  if (/insufficient|not sufficient|no sufficient/.test(reason)) return 'insufficient-funds';
  if (isWallet(method)) return 'wallet-refused';
  if (/3-?d[ -]?secure|3ds|authenticat|otp/.test(reason)) return 'secure-code';
  if (BANK_REFUSALS.has(code) || /declin|refused|do not honou?r/.test(reason))
    return 'card-declined';
  if (isKiosk(method) && /expir/.test(reason)) return 'reference-expired';
  return 'other';
};
