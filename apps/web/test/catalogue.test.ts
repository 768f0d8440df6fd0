import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../src/locales');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;

describe('web catalogues', () => {
  const areas = readdirSync(dir).filter((file) => file.startsWith('ar') && file.endsWith('.json'));
  for (const file of areas) {
    it(`${file} and its English twin hold the same keys`, () => {
      expect(Object.keys(read(file.replace(/^ar/, 'en'))).sort()).toEqual(
        Object.keys(read(file)).sort(),
      );
    });
  }

  it('no key is defined in two areas', () => {
    const seen = new Map<string, string>();
    for (const file of areas) {
      for (const key of Object.keys(read(file))) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });
});
