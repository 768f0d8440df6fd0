/**
 * FawryPay request and notification signatures: SHA-256 (hex) over fields concatenated in the
 * order FawryPay's developer documentation gives for each API, then the merchant's secure key.
 * Amounts enter in the two-decimal format ("580.55"). Test vectors in test/unit/fawry-signatures.
 */
import { createHash } from 'node:crypto';
import { twoDecimals } from '../amounts.js';

const sha256 = (parts: readonly (string | number | null | undefined)[]): string =>
  createHash('sha256')
    .update(parts.map((part) => (part === null || part === undefined ? '' : String(part))).join(''))
    .digest('hex');

/**
 * Charge (PAYATFAWRY, MWALLET, CARD by token with 3-D Secure): merchantCode + merchantRefNum +
 * customerProfileId + paymentMethod + amount + cardToken + cvv + returnUrl (the last three only for
 * card tokens) + secureKey.
 */
export const chargeSignature = (
  fields: {
    merchantCode: string;
    merchantRefNum: string;
    customerProfileId: string;
    paymentMethod: string;
    amount: number;
    cardToken?: string;
    cvv?: string;
    returnUrl?: string;
  },
  secureKey: string,
): string =>
  sha256([
    fields.merchantCode,
    fields.merchantRefNum,
    fields.customerProfileId,
    fields.paymentMethod,
    twoDecimals(fields.amount),
    fields.cardToken,
    fields.cvv,
    fields.returnUrl,
    secureKey,
  ]);

/**
 * The hosted checkout (FawryPay Express Checkout "init"): merchantCode + merchantRefNum +
 * customerProfileId + returnUrl + each item (sorted by itemId) as itemId + quantity + price +
 * secureKey.
 */
export const checkoutSignature = (
  fields: {
    merchantCode: string;
    merchantRefNum: string;
    customerProfileId: string;
    returnUrl: string;
    chargeItems: readonly { itemId: string; quantity: number; price: number }[];
  },
  secureKey: string,
): string =>
  sha256([
    fields.merchantCode,
    fields.merchantRefNum,
    fields.customerProfileId,
    fields.returnUrl,
    ...[...fields.chargeItems]
      .sort((a, b) => a.itemId.localeCompare(b.itemId))
      .flatMap((item) => [item.itemId, item.quantity, twoDecimals(item.price)]),
    secureKey,
  ]);

/** Payment status (V2): merchantCode + merchantRefNumber + secureKey. */
export const statusSignature = (
  merchantCode: string,
  merchantRefNumber: string,
  secureKey: string,
): string => sha256([merchantCode, merchantRefNumber, secureKey]);

/** Refund: merchantCode + referenceNumber + refundAmount + reason (if any) + secureKey. */
export const refundSignature = (
  fields: { merchantCode: string; referenceNumber: string; refundAmount: number; reason?: string },
  secureKey: string,
): string =>
  sha256([
    fields.merchantCode,
    fields.referenceNumber,
    twoDecimals(fields.refundAmount),
    fields.reason,
    secureKey,
  ]);

/** Cancel unpaid order: orderRefNo + merchantAccount + lang + secureKey. */
export const cancelSignature = (
  fields: { orderRefNo: string; merchantAccount: string; lang: string },
  secureKey: string,
): string => sha256([fields.orderRefNo, fields.merchantAccount, fields.lang, secureKey]);

/** List card tokens: merchantCode + customerProfileId + secureKey. */
export const listCardsSignature = (
  merchantCode: string,
  customerProfileId: string,
  secureKey: string,
): string => sha256([merchantCode, customerProfileId, secureKey]);

/** Delete a card token: merchantCode + customerProfileId + cardToken + timestamp + secureKey. */
export const deleteCardSignature = (
  fields: { merchantCode: string; customerProfileId: string; cardToken: string; timestamp: number },
  secureKey: string,
): string =>
  sha256([
    fields.merchantCode,
    fields.customerProfileId,
    fields.cardToken,
    fields.timestamp,
    secureKey,
  ]);

/**
 * Server-to-server notification V2 (and payment status V2 answers), messageSignature:
 * fawryRefNumber + merchantRefNumber + paymentAmount + orderAmount + orderStatus + paymentMethod +
 * paymentRefrenceNumber (when present; FawryPay's spelling) + secureKey.
 */
export const notificationSignature = (
  fields: {
    fawryRefNumber: string;
    merchantRefNumber: string;
    paymentAmount: number;
    orderAmount: number;
    orderStatus: string;
    paymentMethod: string;
    paymentRefrenceNumber?: string | null;
  },
  secureKey: string,
): string =>
  sha256([
    fields.fawryRefNumber,
    fields.merchantRefNumber,
    twoDecimals(fields.paymentAmount),
    twoDecimals(fields.orderAmount),
    fields.orderStatus,
    fields.paymentMethod,
    fields.paymentRefrenceNumber,
    secureKey,
  ]);

/**
 * The hosted card-saving page's address is signed over accNo, customerProfileId and returnUrl, then
 * the secure key (decision 025: the order we follow; to be checked against the merchant's FawryPay
 * onboarding pack before production).
 */
export const cardTokenPageSignature = (
  fields: { accNo: string; customerProfileId: string; returnUrl: string },
  secureKey: string,
): string => sha256([fields.accNo, fields.customerProfileId, fields.returnUrl, secureKey]);
