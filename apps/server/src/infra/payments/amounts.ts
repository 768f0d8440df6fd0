/** Provider amounts: decimal pounds with two digits ("580.55"), converted from and to piasters. */
import { timingSafeEqual } from 'node:crypto';

/** Piasters as the documented two-decimal format: 58055 → "580.55". */
export const twoDecimals = (piasters: number): string => {
  if (!Number.isSafeInteger(piasters)) throw new RangeError(`Not whole piasters: ${piasters}`);
  const sign = piasters < 0 ? '-' : '';
  const abs = Math.abs(piasters);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A provider's decimal amount (840.0, "152.00") in piasters, or NaN when it is not one. */
export const toPiastersFromDecimal = (value: unknown): number => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return Number.NaN;
  return Math.round(Number(text) * 100);
};

/** Compares two hex digests in constant time. */
export const sameDigest = (expected: string, given: unknown): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};
