/**
 * One value an audit entry keeps, as an admin reads it: a date in words, money in pounds, a role,
 * a gender, a withdrawal's stage or a plan's period by its name. The server keeps values as stored
 * (`pending`, 3, 15000); the words are the catalogue's, in the reader's language.
 */
import { formatMoney, governorates } from '@darsak/shared';
import { periodKey } from '../../../components/plan-name.js';

export type AuditWords = {
  t: (key: string) => string;
  locale: string;
  /** A date and time in words, in the platform's time zone. */
  dateTime: (iso: string) => string;
  /** A number in the page's digits, without thousands separators (ids and counts). */
  plain: (value: number) => string;
  /** A phone number as people write it, in the page's digits (decision 008). */
  phone: (value: string) => string;
};

/** Fields that are sums of money, in piasters. */
const moneyFields = new Set(['amount', 'refund', 'refundedAmount', 'hourlyRate']);

/** Fields whose values the catalogue names: the key of a value's words. */
const namedValues: Record<string, (value: string | number) => string> = {
  role: (value) => `role.${value}`,
  gender: (value) => `gender.${value}`,
  stage: (value) => `inv.stage.${value}`,
  period: (value) => periodKey(Number(value)),
};

/** Fields whose empty value means something: no rate of their own is the platform's default. */
const emptyValues: Record<string, string> = { hourlyRate: 'audit.defaultRate' };

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const readableValue = (words: AuditWords, key: string, value: unknown): string => {
  const { t, locale } = words;
  if (value === null || value === undefined) {
    const empty = emptyValues[key];
    return empty ? t(empty) : '—';
  }
  if (key === 'passwordHash') return t('audit.changed');
  if (key === 'phone' && typeof value === 'string') return words.phone(value);
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number' && moneyFields.has(key)) return formatMoney(value, locale);
  const named = namedValues[key];
  if (named && (typeof value === 'string' || typeof value === 'number')) {
    const wordsKey = named(value);
    const text = t(wordsKey);
    // A value the catalogue does not name yet shows as the server keeps it.
    if (text !== wordsKey) return text;
  }
  if (typeof value === 'number' && key === 'city') {
    const place = governorates.find((g) => g.id === value);
    if (place) return locale.startsWith('ar') ? place.ar : place.en;
  }
  if (typeof value === 'string' && isoInstant.test(value) && !Number.isNaN(Date.parse(value)))
    return words.dateTime(value);
  if (typeof value === 'number') return words.plain(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};
