/** Money is integer piasters (docs/product/README.md#money), shown in EGP. */
import { CURRENCY, MONEY_SCALER } from './constants.js';

export const toPiasters = (pounds: number): number => Math.round(pounds * MONEY_SCALER);
export const toPounds = (piasters: number): number => piasters / MONEY_SCALER;

/**
 * An amount of pounds as people type it, in either kind of digit: «١٬٠٠٠», «1,000», «1 000»,
 * «١٠٠٫٥» and «100,5» all read. A thousands separator (a comma, «٬» or a space) stands before groups
 * of three digits; a comma before one or two digits is the decimal point. At most two decimals (the
 * piasters). Blank is `undefined`; anything else is `NaN`, never a guess.
 */
export const parsePounds = (text: string): number | undefined => {
  const value = text
    .trim()
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    // Only a comma may be a decimal point: «٬» and spaces group, or are not an amount.
    .replace(/[\s\u066c\u2009\u202f]+/g, '_')
    .replace(/\u066b/g, '.');
  if (value === '') return undefined;
  const grouped = /^\d{1,3}([,_]\d{3})+(\.\d{1,2})?$/.test(value);
  const plain = grouped ? value.replace(/[,_]/g, '') : value.replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
};

export const formatMoney = (piasters: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: piasters % MONEY_SCALER === 0 ? 0 : 2,
  }).format(toPounds(piasters));

/**
 * The price of a lesson in piasters: the tutor's hourly rate for its minutes. It is what the tutor
 * earns for it, fixed at booking (decision 005), and what tutor cards show for 15 and 30 minutes.
 */
export const lessonPrice = (hourlyRate: number, duration: number): number =>
  Math.round((hourlyRate * duration) / 60);

/**
 * The full price of a plan period in piasters: the month price times the period's months, less the
 * period's discount percent, rounded to whole piasters.
 */
export const periodPrice = (monthPrice: number, months: number, discountPercent: number): number =>
  Math.round((monthPrice * months * (100 - discountPercent)) / 100);
