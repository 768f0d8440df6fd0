/**
 * One thing, one word, in every Arabic text people read: the apps' catalogues, the public site's
 * words and the server's messages (decision 047).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every Arabic text, as `[where, text]`: each catalogue message, and the site's sources whole. */
const arabicTexts = (): [string, string][] => {
  const catalogues = ['apps/web/src/locales', 'apps/admin/src/locales', 'packages/ui/src/locales'];
  const messages = catalogues.flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((file) => file.startsWith('ar') && file.endsWith('.json'))
      .flatMap((file) =>
        Object.entries(
          JSON.parse(readFileSync(path.join(root, dir, file), 'utf8')) as Record<string, string>,
        ).map(([key, text]): [string, string] => [`${dir}/${file}: ${key}`, text]),
      ),
  );
  const sources = [
    'apps/site/src/content/ar.ts',
    'apps/site/src/content/legal.ts',
    'apps/server/src/locales/notifications.ts',
  ].map((file): [string, string] => [file, readFileSync(path.join(root, file), 'utf8')]);
  return [...messages, ...sources];
};

describe('the Arabic words for one thing', () => {
  it('call the mobile «الموبايل», never «الهاتف»', () => {
    const found = arabicTexts()
      .filter(([, text]) => /هاتف/.test(text))
      .map(([where]) => where);
    expect(found).toEqual([]);
  });

  it('part values with «، », never «·», which beside Arabic digits reads as a zero', () => {
    const found = arabicTexts()
      .filter(([, text]) => text.includes('·'))
      .map(([where]) => where);
    expect(found).toEqual([]);
  });

  it('label the number «رقم الموبايل»', () => {
    const ui = JSON.parse(
      readFileSync(path.join(root, 'packages/ui/src/locales/ar.json'), 'utf8'),
    ) as Record<string, string>;
    expect(ui['field.phone']).toBe('رقم الموبايل');
  });
});
