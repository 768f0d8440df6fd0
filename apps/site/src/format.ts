/** Numbers on the site in the page's digits: Arabic-Indic on Arabic pages, as in the app. */
import type { Lang } from './routes.js';

export const numberLocale = (lang: Lang) => (lang === 'ar' ? 'ar-EG' : 'en-US');

export const formatNumber = (value: number, lang: Lang, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(numberLocale(lang), options).format(value);

/** Text holding Western digits (a phone number) in the page's digits. */
export const pageDigits = (text: string, lang: Lang) =>
  lang === 'ar'
    ? text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
    : text;
