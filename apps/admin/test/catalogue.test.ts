import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../src/locales');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;

describe('admin catalogues', () => {
  const parts = readdirSync(dir).filter((file) => file.startsWith('ar') && file.endsWith('.json'));

  for (const file of parts) {
    it(`${file} and its English twin hold the same keys`, () => {
      expect(Object.keys(read(file.replace(/^ar/, 'en'))).sort()).toEqual(
        Object.keys(read(file)).sort(),
      );
    });
  }

  it('no key is defined in both the sign-in and the back-office catalogue', () => {
    const seen = new Map<string, string>();
    for (const file of parts) {
      for (const key of Object.keys(read(file))) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });

  it('every message is written in both languages', () => {
    for (const file of parts) {
      for (const [key, text] of Object.entries(read(file.replace(/^ar/, 'en'))))
        expect(text.trim(), `${key} in English`).not.toBe('');
      for (const [key, text] of Object.entries(read(file)))
        expect(text.trim(), `${key} in Arabic`).not.toBe('');
    }
  });
});
