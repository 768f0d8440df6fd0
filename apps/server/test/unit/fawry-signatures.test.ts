/**
 * FawryPay signatures against the examples of its developer documentation: the sample merchant
 * code, secure key and order values published there, concatenated in the documented order. The
 * expected digests were computed independently (`printf '%s' … | sha256sum`).
 */
import { describe, expect, it } from 'vitest';
import {
  sameDigest,
  toPiastersFromDecimal,
  twoDecimals,
} from '../../src/infra/payments/amounts.js';
import * as sign from '../../src/infra/payments/fawry/signatures.js';

const merchantCode = '1tSa6uxz2nTwlaAmt38enA==';
const secureKey = '259af31fc2f74453b3a55739b21ae9ef';
const cardToken = 'f8248fb320f1f79f8066d1a8db18d3f603b6c7b54415b3e22c9a2405e607ebc3';

describe('amounts in the documented two-decimal format', () => {
  it('writes piasters as pounds with two digits', () => {
    expect(twoDecimals(58_055)).toBe('580.55');
    expect(twoDecimals(2_000)).toBe('20.00');
    expect(twoDecimals(5)).toBe('0.05');
    expect(twoDecimals(36_250)).toBe('362.50');
    expect(() => twoDecimals(1.5)).toThrow(RangeError);
  });
  it('reads providers’ decimals back as piasters', () => {
    expect(toPiastersFromDecimal(840.0)).toBe(84_000);
    expect(toPiastersFromDecimal('152.00')).toBe(15_200);
    expect(toPiastersFromDecimal(580.55)).toBe(58_055);
    expect(toPiastersFromDecimal('12,5')).toBeNaN();
    expect(toPiastersFromDecimal(undefined)).toBeNaN();
  });
});

describe('request signatures', () => {
  it('signs a PAYATFAWRY charge: code, reference, profile, method, amount, key', () => {
    expect(
      sign.chargeSignature(
        {
          merchantCode,
          merchantRefNum: '23124654641',
          customerProfileId: '777777',
          paymentMethod: 'PAYATFAWRY',
          amount: 58_055,
        },
        secureKey,
      ),
    ).toBe('c1dea5edde35eb49027963bde900143542203ecf4bd3b4ee1d770e3c7542d1c9');
  });

  it('signs a 3-D Secure card-token charge with the token, CVV and return address', () => {
    expect(
      sign.chargeSignature(
        {
          merchantCode,
          merchantRefNum: '99900642041',
          customerProfileId: '458626698',
          paymentMethod: 'CARD',
          amount: 58_055,
          cardToken,
          cvv: '123',
          returnUrl: 'https://developer.fawrystaging.com',
        },
        secureKey,
      ),
    ).toBe('38aefc1b94f4ee5fa44d221d839ed28589e3266bb79cf85f149e13d8482869fe');
  });

  it('signs the hosted checkout with its items sorted by id', () => {
    expect(
      sign.checkoutSignature(
        {
          merchantCode,
          merchantRefNum: '23124654641',
          customerProfileId: '777777',
          returnUrl: 'https://developer.fawrystaging.com',
          chargeItems: [{ itemId: '6b5fdea340e31b3b0339d4d4ae5', quantity: 1, price: 58_055 }],
        },
        secureKey,
      ),
    ).toBe('86a76971c939591fb7e02cc07664e5284f3469045803b3f2534fd7ea80495f23');
  });

  it('signs status V2, refunds, cancels and card tokens in their documented orders', () => {
    expect(sign.statusSignature(merchantCode, '99900642041', secureKey)).toBe(
      '845ff22812eea1f149ff022b6c5b8d06c2c98cd45bb4ec6283877dd11f88a95e',
    );
    expect(
      sign.refundSignature(
        {
          merchantCode,
          referenceNumber: '100162801',
          refundAmount: 36_250,
          reason: 'Item not delivered',
        },
        secureKey,
      ),
    ).toBe('4fc084a134a56a7ebc97597bbbc8ad6f81380641f46ac41654cfb482555cacf2');
    expect(
      sign.cancelSignature(
        { orderRefNo: '99900642041', merchantAccount: merchantCode, lang: 'ar-eg' },
        secureKey,
      ),
    ).toBe('901162da7d01fb7e517624d62847f2d15808a2e72d60f6bbcf0b2e0948c98408');
    expect(sign.listCardsSignature(merchantCode, '777777', secureKey)).toBe(
      '44616f4b7830c1c88a4efd8cc8ed8f97adffaf5740e13192a449f2bb9d369967',
    );
    expect(
      sign.deleteCardSignature(
        { merchantCode, customerProfileId: '777777', cardToken, timestamp: 1533554719314 },
        secureKey,
      ),
    ).toBe('45c49d4640455459dced2d9cc9533e81bd9b661dd34d3caf71373cca429549d0');
  });
});

describe('the V2 notification messageSignature', () => {
  const example = {
    fawryRefNumber: '9990076204',
    merchantRefNumber: '9990076204',
    paymentAmount: 2_000,
    orderAmount: 2_000,
    orderStatus: 'PAID',
    paymentMethod: 'PAYATFAWRY',
  };
  it('covers the payment reference number when there is one, and leaves it out otherwise', () => {
    expect(
      sign.notificationSignature({ ...example, paymentRefrenceNumber: '24480' }, secureKey),
    ).toBe('5bd3148ffbbd7c5f44fa3812a236b9d7bd890834cfc22eefcc50a32a6f825379');
    expect(sign.notificationSignature({ ...example, orderStatus: 'NEW' }, secureKey)).toBe(
      '76d040d874d337f6b59162569c041807fc219d93aece305d9b34f6153c2808f5',
    );
  });
  it('is compared in constant time, case-insensitively, and never equal to a wrong value', () => {
    const digest = sign.notificationSignature(example, secureKey);
    expect(sameDigest(digest, digest.toUpperCase())).toBe(true);
    expect(sameDigest(digest, `${digest.slice(0, -1)}0`)).toBe(digest.endsWith('0'));
    expect(sameDigest(digest, digest.slice(1))).toBe(false);
    expect(sameDigest(digest, undefined)).toBe(false);
  });
});
