/** Money is integer piasters (SPEC §3, scaler 100), shown in EGP. */
import { CURRENCY, MONEY_SCALER } from './constants.js';

export const toPiasters = (pounds: number): number => Math.round(pounds * MONEY_SCALER);
export const toPounds = (piasters: number): number => piasters / MONEY_SCALER;

export const formatMoney = (piasters: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: piasters % MONEY_SCALER === 0 ? 0 : 2,
  }).format(toPounds(piasters));
