import { describe, expect, it } from 'vitest';
import * as core from 'zod/v4/core';
import {
  api,
  buildPath,
  formatMoney,
  parsePounds,
  periodPrice,
  toPiasters,
  toPounds,
} from '../src/index.js';

describe('money', () => {
  it('toPiasters scales by 100 and rounds away floating-point noise', () => {
    expect(toPiasters(100)).toBe(10_000);
    expect(toPiasters(50_000)).toBe(5_000_000);
    expect(toPiasters(19.99)).toBe(1999);
    expect(toPiasters(0.1 + 0.2)).toBe(30);
    expect(toPiasters(0)).toBe(0);
  });

  it('toPounds divides by 100', () => {
    expect(toPounds(10_050)).toBe(100.5);
    expect(toPounds(5_000_000)).toBe(50_000);
    expect(toPounds(1)).toBe(0.01);
  });

  it('formats ar-EG amounts with Arabic-Indic digits', () => {
    const text = formatMoney(10_050, 'ar-EG');
    expect(text).toMatch(/[٠-٩]/);
    expect(text).not.toMatch(/[0-9]/);
    expect(text).toContain('١٠٠');
    expect(text).toContain('٥٠');
  });

  it('shows piasters only when there are some', () => {
    expect(formatMoney(10_050, 'en-US')).toMatch(/100\.50/);
    expect(formatMoney(10_000, 'en-US')).toMatch(/100(?![.\d])/);
    expect(formatMoney(10_000, 'en-US')).toContain('EGP');
    expect(formatMoney(5_000_000, 'en-US')).toMatch(/50,000(?![.\d])/);
    expect(formatMoney(10_000, 'ar-EG')).toContain('١٠٠');
    expect(formatMoney(10_000, 'ar-EG')).not.toContain('٫'); // the Arabic decimal separator
    expect(formatMoney(10_050, 'ar-EG')).toContain('١٠٠٫٥٠');
  });
});

describe('parsePounds', () => {
  it.each([
    ['1000', 1000],
    ['1,000', 1000],
    ['١٬٠٠٠', 1000],
    ['1 000', 1000],
    ['١٬٢٧٥ ', 1275],
    ['12,345,678', 12_345_678],
    ['١٥٠', 150],
    ['100.5', 100.5],
    ['100,5', 100.5],
    ['١٠٠٫٥٠', 100.5],
    ['1,000.25', 1000.25],
  ])('reads «%s» as %d pounds', (text, pounds) => {
    expect(parsePounds(text)).toBe(pounds);
  });

  it('leaves blank missing and refuses what is not an amount', () => {
    expect(parsePounds('  ')).toBeUndefined();
    for (const text of [
      'abc',
      '1,0000',
      '1,00,000',
      '1.000.000',
      '-5',
      '1e3',
      '١٠٠ج',
      // A separator not before three digits is no separator: never read as 15 or 1000.
      '١٬٥',
      '١٠٠٬٠',
      '1 5',
      // More than the piasters.
      '100.555',
      '١٫٠٠٠',
    ])
      expect(parsePounds(text)).toBeNaN();
  });
});

describe('buildPath', () => {
  it('fills :name segments from params', () => {
    expect(buildPath('/api/v1/user/:id', { id: 5 })).toBe('/api/v1/user/5');
    expect(buildPath('/api/v1/room/:roomId/message/:messageId', { roomId: 1, messageId: 22 })).toBe(
      '/api/v1/room/1/message/22',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(buildPath('/api/v1/user/current')).toBe('/api/v1/user/current');
    expect(buildPath('/api/v1/topic/list', { id: 3 })).toBe('/api/v1/topic/list');
  });

  it('encodes values', () => {
    expect(buildPath('/api/v1/file/:name', { name: 'a b/c?d' })).toBe('/api/v1/file/a%20b%2Fc%3Fd');
    expect(buildPath('/api/v1/file/:name', { name: 'صورة' })).toBe(
      `/api/v1/file/${encodeURIComponent('صورة')}`,
    );
    expect(buildPath('/api/v1/user/:id', { id: 0 })).toBe('/api/v1/user/0');
  });

  it('throws on a missing parameter', () => {
    expect(() => buildPath('/api/v1/user/:id')).toThrow('Missing path parameter id');
    expect(() => buildPath('/api/v1/user/:id', {})).toThrow('Missing path parameter id');
    expect(() => buildPath('/api/v1/user/:id', { id: null })).toThrow('Missing path parameter id');
  });
});

describe('endpoint contracts', () => {
  const endpoints = Object.entries(api);

  it('live under /api/v1, one per method and path', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [name, e] of endpoints) expect(e.path, name).toMatch(/^\/api\/v1\//);
    const routes = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declare exactly the path parameters their paths use', () => {
    for (const [name, e] of endpoints) {
      const inPath = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const params = 'params' in e ? e.params : undefined;
      if (inPath.length === 0) {
        expect(params, name).toBeUndefined();
        continue;
      }
      // The core class matches an object schema of either zod API, classic or mini.
      expect(params, name).toBeInstanceOf(core.$ZodObject);
      if (params instanceof core.$ZodObject)
        expect(Object.keys(params._zod.def.shape).sort(), name).toEqual(inPath);
      const filled = Object.fromEntries(inPath.map((key) => [key, 1]));
      expect(buildPath(e.path, filled), name).not.toContain(':');
    }
  });
});

describe('plan period prices', () => {
  it('multiplies the month price by the months and takes the discount off, in whole piasters', () => {
    expect(periodPrice(20_000, 1, 0)).toBe(20_000);
    expect(periodPrice(20_000, 3, 10)).toBe(54_000);
    expect(periodPrice(20_000, 12, 25)).toBe(180_000);
    expect(periodPrice(9_999, 3, 12.5)).toBe(26_247);
    expect(periodPrice(333, 1, 33)).toBe(223);
    expect(periodPrice(20_000, 12, 100)).toBe(0);
  });
});
