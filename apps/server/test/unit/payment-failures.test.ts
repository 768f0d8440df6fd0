/**
 * How each provider's report of a refusal reads as the product's reasons
 * (docs/product/plans-and-payments.md#why-a-payment-failed): FawryPay by its error codes, payment
 * method and words; Paymob by the bank's response codes, the kind of payment and its message.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentFailure } from '@darsak/shared';
import { fawryFailure } from '../../src/infra/payments/fawry/failures.js';
import { paymobFailure } from '../../src/infra/payments/paymob/failures.js';

describe('FawryPay’s refusals', () => {
  const failed = (paymentMethod: string, failureErrorCode: unknown, failureReason = '') =>
    fawryFailure('failed', { paymentMethod, failureErrorCode, failureReason });

  it('reads the bank’s refusal codes of its error list as a declined card', () => {
    for (const code of [99901, 99904, 99905, 99906, '99907'])
      expect(failed('CARD', code)).toBe('card-declined');
    expect(failed('Card', undefined, 'Transaction declined by issuer')).toBe('card-declined');
  });

  it('reads funds, 3-D Secure and wallets from the reason and the payment method', () => {
    expect(failed('CARD', 99901, 'Insufficient funds')).toBe('insufficient-funds');
    expect(failed('Mobile Wallet', undefined, 'Not sufficient balance')).toBe('insufficient-funds');
    expect(failed('CARD', undefined, '3-D Secure authentication failed')).toBe('secure-code');
    expect(failed('CARD', undefined, '3DS OTP mismatch')).toBe('secure-code');
    expect(failed('MWALLET', undefined, 'Wrong PIN')).toBe('wallet-refused');
    expect(failed('Mobile Wallet', undefined, '')).toBe('wallet-refused');
  });

  it('says “other” for what it cannot name, and nothing for an order that did not fail', () => {
    expect(failed('CARD', 99903, 'Incorrect transaction details')).toBe('other');
    expect(failed('PAYATFAWRY', undefined)).toBe('other');
    const none = { paymentMethod: 'CARD', failureErrorCode: undefined, failureReason: '' };
    expect(fawryFailure('paid', none)).toBeNull();
    expect(fawryFailure('canceled', none)).toBeNull();
  });

  it('an expired kiosk reference, whichever way FawryPay spells the method', () => {
    for (const paymentMethod of ['PAYATFAWRY', 'PayAtFawry', 'PAY_AT_FAWRY'])
      expect(
        fawryFailure('expired', { paymentMethod, failureErrorCode: null, failureReason: '' }),
      ).toBe('reference-expired');
    expect(
      fawryFailure('expired', { paymentMethod: 'CARD', failureErrorCode: null, failureReason: '' }),
    ).toBeNull();
  });
});

describe('Paymob’s declined transactions', () => {
  const declined = (
    sourceType: string,
    acqResponseCode: string,
    message: string,
    txnResponseCode = '',
  ): PaymentFailure => paymobFailure({ sourceType, acqResponseCode, message, txnResponseCode });

  it('reads the card networks’ codes: 51 is insufficient funds, 05 and its kind a declined card', () => {
    expect(declined('card', '51', '')).toBe('insufficient-funds');
    expect(declined('card', '05', '')).toBe('card-declined');
    expect(declined('card', '', 'Do not honour')).toBe('card-declined');
    expect(declined('card', '', '', 'DECLINED')).toBe('card-declined');
  });

  it('reads a failed 3-D Secure step, a wallet and a kiosk bill', () => {
    expect(declined('card', '', '', 'AUTHENTICATION_FAILED')).toBe('secure-code');
    expect(declined('card', '', '3-D Secure authentication failed')).toBe('secure-code');
    expect(declined('wallet', '', 'Wallet payment refused: wrong PIN')).toBe('wallet-refused');
    expect(declined('wallet', '', 'Insufficient wallet balance')).toBe('insufficient-funds');
    expect(declined('aggregator', '', 'Bill reference expired')).toBe('reference-expired');
    expect(declined('aggregator', '', 'Failed')).toBe('other');
  });

  it('says “other” for a refusal it cannot name', () => {
    expect(declined('card', '96', 'System malfunction')).toBe('other');
    expect(declined('', '', '')).toBe('other');
  });
});
