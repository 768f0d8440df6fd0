import { describe, expect, it } from 'vitest';
import {
  TOKEN_REFRESH_WINDOW_MS,
  decodeToken,
  isTokenExpired,
  needsRefresh,
  type TokenPayload,
} from '../src/index.js';

const segment = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const tokenOf = (payload: unknown): string =>
  `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.c2lnbmF0dXJl`;

const now = Date.UTC(2030, 5, 15, 12, 0, 0);
const nowSeconds = now / 1000;
const DAY = 24 * 60 * 60;
const payloadExpiringIn = (seconds: number): TokenPayload => ({
  id: 7,
  iat: nowSeconds - DAY,
  exp: nowSeconds + seconds,
});

describe('decodeToken', () => {
  it('reads id, iat and exp from a three-part token', () => {
    const payload = { id: 42, iat: 1_900_000_000, exp: 1_900_604_800 };
    expect(decodeToken(tokenOf(payload))).toEqual(payload);
  });

  it('decodes base64url (- and _) and UTF-8, ignoring extra claims', () => {
    const payload = { id: 3, iat: 1, exp: 2, name: 'محمد علي', note: '>>>???~~~' };
    const token = tokenOf(payload);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(token.split('.')[1]).not.toMatch(/[+/=]/);
    expect(decodeToken(token)).toEqual({ id: 3, iat: 1, exp: 2 });
  });

  it.each([
    ['', 'empty'],
    ['abc', 'one part'],
    ['a.b', 'two parts'],
    [`${tokenOf({ id: 1, iat: 1, exp: 2 })}.extra`, 'four parts'],
    ['header..signature', 'an empty payload'],
    ['header.%%%.signature', 'a payload that is not base64'],
    [`h.${Buffer.from('not json').toString('base64url')}.s`, 'a payload that is not JSON'],
    [`h.${segment('a string')}.s`, 'a payload that is not an object'],
    [`h.${segment(null)}.s`, 'a null payload'],
    [tokenOf({ id: '1', iat: 1, exp: 2 }), 'a string id'],
    [tokenOf({ id: 1, iat: 1 }), 'no exp'],
    [tokenOf({ id: 1, exp: 2 }), 'no iat'],
    [tokenOf({ iat: 1, exp: 2 }), 'no id'],
  ])('answers null for %j (%s)', (token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('is expired when exp is before now', () => {
    expect(isTokenExpired(payloadExpiringIn(-1), now)).toBe(true);
    expect(isTokenExpired(payloadExpiringIn(-DAY), now)).toBe(true);
  });

  it('is not expired at or before exp', () => {
    expect(isTokenExpired(payloadExpiringIn(0), now)).toBe(false);
    expect(isTokenExpired(payloadExpiringIn(60), now)).toBe(false);
    expect(isTokenExpired(payloadExpiringIn(7 * DAY), now)).toBe(false);
  });

  it('uses the current time by default', () => {
    const seconds = Math.floor(Date.now() / 1000);
    expect(isTokenExpired({ id: 1, iat: seconds - 100, exp: seconds - 10 })).toBe(true);
    expect(isTokenExpired({ id: 1, iat: seconds, exp: seconds + 3600 })).toBe(false);
  });
});

describe('needsRefresh', () => {
  it('is true only inside the 2-day window before exp', () => {
    expect(TOKEN_REFRESH_WINDOW_MS / 1000).toBe(2 * DAY);
    expect(needsRefresh(payloadExpiringIn(60), now)).toBe(true);
    expect(needsRefresh(payloadExpiringIn(DAY), now)).toBe(true);
    expect(needsRefresh(payloadExpiringIn(2 * DAY), now)).toBe(true);
    expect(needsRefresh(payloadExpiringIn(2 * DAY + 1), now)).toBe(false);
    expect(needsRefresh(payloadExpiringIn(7 * DAY), now)).toBe(false);
  });

  it('is false once the token has expired', () => {
    expect(needsRefresh(payloadExpiringIn(-1), now)).toBe(false);
    expect(needsRefresh(payloadExpiringIn(-3 * DAY), now)).toBe(false);
  });

  it('works on a decoded token with the current time by default', () => {
    const seconds = Math.floor(Date.now() / 1000);
    const soon = decodeToken(tokenOf({ id: 5, iat: seconds - 6 * DAY, exp: seconds + DAY }));
    const fresh = decodeToken(tokenOf({ id: 5, iat: seconds, exp: seconds + 7 * DAY }));
    expect(soon).not.toBeNull();
    expect(fresh).not.toBeNull();
    if (soon) expect(needsRefresh(soon)).toBe(true);
    if (fresh) expect(needsRefresh(fresh)).toBe(false);
  });
});
