/** The price of a plan period with a coupon, the transaction state machine (decision 012), the order saved cards are offered in, banks' English names. */
import { describe, expect, it } from 'vitest';
import {
  canMoveTransaction,
  checkoutPrice,
  PlanPeriod,
  TransactionStatus as S,
  transactionTransitions,
} from '@darsak/shared';
import { englishBankName } from '../../src/infra/payments/banks.js';
import { preferredCardsFirst } from '../../src/infra/payments/gateway.js';

const plan = { monthPrice: 39_999, discountMonth: 0, discountQuarter: 12.5, discountYear: 20 };

describe('checkout price', () => {
  it('multiplies the month price by the period’s months and takes the period discount off', () => {
    expect(checkoutPrice(plan, PlanPeriod.Month)).toEqual({
      base: 39_999,
      periodDiscount: 0,
      couponDiscount: 0,
      total: 39_999,
    });
    // 119 997 × 87.5 % = 104 997.375 → 104 997 piasters.
    expect(checkoutPrice(plan, PlanPeriod.Quarter)).toEqual({
      base: 119_997,
      periodDiscount: 15_000,
      couponDiscount: 0,
      total: 104_997,
    });
  });
  it('takes the coupon off the discounted price, rounding half up, parts adding to the total', () => {
    // 383 990.4 → 383 990 after the year discount; 15 % of that is 57 598.5 → 57 599.
    const price = checkoutPrice(plan, PlanPeriod.Year, 15);
    expect(price).toEqual({
      base: 479_988,
      periodDiscount: 95_998,
      couponDiscount: 57_599,
      total: 326_391,
    });
    expect(price.base - price.periodDiscount - price.couponDiscount).toBe(price.total);
  });
  it('is nothing to pay with a full coupon', () => {
    expect(checkoutPrice(plan, PlanPeriod.Month, 100).total).toBe(0);
  });
});

describe('transaction state machine', () => {
  it('lets an unpaid order end every way and nothing come back to New', () => {
    for (const to of [S.Paid, S.Failed, S.Expired, S.Canceled, S.Processed])
      expect(canMoveTransaction(S.New, to)).toBe(true);
    for (const from of Object.values(S)) expect(canMoveTransaction(from, S.New)).toBe(false);
  });
  it('refunds only money that was received, and a refund is final', () => {
    expect(canMoveTransaction(S.Paid, S.PartialRefunded)).toBe(true);
    expect(canMoveTransaction(S.PartialRefunded, S.Refunded)).toBe(true);
    expect(canMoveTransaction(S.Processed, S.Refunded)).toBe(true);
    expect(canMoveTransaction(S.Failed, S.Refunded)).toBe(false);
    expect(transactionTransitions[S.Refunded]).toEqual([]);
  });
  it('records money that came after an order ended as Processed, never Paid', () => {
    for (const ended of [S.Expired, S.Canceled, S.Failed]) {
      expect(canMoveTransaction(ended, S.Paid)).toBe(false);
      expect(canMoveTransaction(ended, S.Processed)).toBe(true);
    }
  });
});

describe('saved cards offered at checkout', () => {
  const card = (token: string, savedAt: number | null, isDefault = false) => ({
    token,
    lastFour: '4242',
    brand: 'VISA',
    expiry: '12/30',
    isDefault,
    savedAt,
  });
  const order = (cards: ReturnType<typeof card>[]) =>
    preferredCardsFirst(cards).map((c) => c.token);

  it('offers the provider’s default card first, then the most recently saved', () => {
    expect(order([card('old', 1_000), card('new', 3_000), card('middle', 2_000)])).toEqual([
      'new',
      'middle',
      'old',
    ]);
    expect(order([card('old', 1_000), card('default', 500, true), card('new', 3_000)])).toEqual([
      'default',
      'new',
      'old',
    ]);
  });

  it('takes the provider’s last card as the newest when cards carry no date', () => {
    expect(order([card('first', null), card('second', null), card('third', null)])).toEqual([
      'third',
      'second',
      'first',
    ]);
  });
});

describe('banks of installment plans in English', () => {
  it('names a bank by its code, whatever its case, and nothing for a code it does not know', () => {
    expect(englishBankName('NBE')).toBe('National Bank of Egypt');
    expect(englishBankName(' misr ')).toBe('Banque Misr');
    expect(englishBankName('XYZ')).toBeNull();
    expect(englishBankName(null)).toBeNull();
    expect(englishBankName('')).toBeNull();
  });
});
