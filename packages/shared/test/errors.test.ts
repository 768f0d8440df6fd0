import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  deviceErrorCodes,
  errorCodes,
  errorStatus,
  isErrorCode,
  validationCodes,
} from '../src/index.js';

const notFoundVariants = [
  'session',
  'demo-session',
  'transaction',
  'user',
  'tutor',
  'student',
  'lesson',
  'slot',
  'rating',
  'coupon',
  'asset',
  'invite',
  'invoice',
  'plan',
  'room',
  'room-members',
  'report',
  'interview',
  'topic',
  'withdraw-method',
  'subscription',
  'pause',
  'intro-video',
  'media',
  'move-request',
  'lesson-series',
  'refund-payout',
];

/** The catalogue's codes beyond the not-found variants and the validation codes. */
const specCodes = [
  'unauthenticated',
  'forbidden',
  'bad-request',
  'illegal',
  'unexpected',
  'service-unavailable',
  'empty-request',
  'room-exists',
  'user-exists',
  'rating-exists',
  'intro-video-exists',
  'demo-session-exists',
  'subscription-exists',
  'long-video-dur',
  'short-video-dur',
  'subscription-required',
  'subscription-uncancellable',
  'no-enough-minutes',
  'busy-tutor',
  'busy-tutor-manager',
  'inactive-tutor-manager',
  'invalid-email-address',
  'email-already-verified',
  'phone-already-verified',
  'user-already-verified',
  'wrong-password',
  'no-password',
  'conflicting-schedule',
  'conflicting-lessons',
  'conflicting-interview',
  'reached-booking-limit',
  'lesson-time-passed',
  'week-boundaries-violation',
  'unresolved-phone',
  'unverified-phone',
  'invalid-phone',
  'incorrect-phone',
  'phone-required',
  'expired-verification-code',
  'invalid-verification-code',
  'invalid-invoice-method',
  'illegal-invoice-update',
  'invalid-invoice',
  'large-file-size',
  'api-invalid-user-name',
  'not-room-member',
  'payment-provider-error',
  'not-found',
];

describe('the error catalogue', () => {
  it('gives every code a 4xx or 5xx status', () => {
    expect(errorCodes.length).toBeGreaterThan(100);
    for (const code of errorCodes) {
      const status = errorStatus[code];
      expect(Number.isInteger(status), code).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('spells every code in kebab case, so firstIssueCode passes it through', () => {
    for (const code of errorCodes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('holds every code the spec names', () => {
    const missing = specCodes.filter((code) => !isErrorCode(code));
    expect(missing).toEqual([]);
  });

  it('answers the usual statuses for the generic codes', () => {
    expect(errorStatus.unauthenticated).toBe(401);
    expect(errorStatus.forbidden).toBe(403);
    expect(errorStatus['bad-request']).toBe(400);
    expect(errorStatus['not-found']).toBe(404);
    expect(errorStatus.unexpected).toBe(500);
    expect(errorStatus['service-unavailable']).toBe(503);
    expect(errorStatus['user-exists']).toBe(409);
    expect(errorStatus['large-file-size']).toBe(413);
    expect(errorStatus['too-many-requests']).toBe(429);
    expect(errorStatus['payment-provider-error']).toBe(502);
    expect(errorStatus['wrong-password']).toBe(400);
  });

  it('has every not-found variant, each answering 404', () => {
    for (const variant of notFoundVariants) {
      const code = `${variant}-not-found`;
      expect(isErrorCode(code), code).toBe(true);
      if (isErrorCode(code)) expect(errorStatus[code], code).toBe(404);
    }
    const notFound = errorCodes.filter((code) => code.endsWith('not-found'));
    expect(notFound.sort()).toEqual(
      ['not-found', ...notFoundVariants.map((v) => `${v}-not-found`)].sort(),
    );
  });

  it('answers 400 for every validation code', () => {
    expect(new Set(validationCodes).size).toBe(validationCodes.length);
    for (const code of validationCodes) {
      expect(isErrorCode(code), code).toBe(true);
      expect(errorStatus[code], code).toBe(400);
    }
  });

  it('holds every code the rules use as a message', () => {
    const folder = new URL('../src/', import.meta.url);
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /^(?!validation\/)[\w-]+\/rules\.ts$|^validation\/core\.ts$/.test(file),
    );
    const source = files.map((file) => readFileSync(new URL(file, folder), 'utf8')).join('\n');
    // Everything quoted in the rules is a message, once module names, type tests, zod's issue
    // kinds and issue paths are taken out.
    const messagesOnly = source
      .replace(/from '[^']*'/g, '')
      .replace(/discriminatedUnion\(\s*'\w+'/g, '')
      .replace(/typeof [\w.]+ [!=]== '[a-z]+'/g, '')
      .replace(/code: '[a-z_]+'/g, '')
      .replace(/path: \[[^\]]*\]/g, '');
    const used = [
      ...new Set([...messagesOnly.matchAll(/'([a-z]+(?:-[a-z]+)*)'/g)].map((match) => match[1])),
    ];
    expect(used.length).toBeGreaterThan(50);
    expect(used).toEqual(expect.arrayContaining(['required', 'invalid-phone', 'min-above-max']));
    expect(used.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('isErrorCode refuses anything else', () => {
    expect(isErrorCode('no-such-code')).toBe(false);
    expect(isErrorCode('')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });

  it('keeps device errors on the client side only', () => {
    expect(deviceErrorCodes).toEqual([
      'device-not-found',
      'device-not-readable',
      'device-over-constrained',
      'device-permission-denied',
      'device-unexpected',
    ]);
    for (const code of deviceErrorCodes) expect(isErrorCode(code)).toBe(false);
  });
});
