/**
 * Statements written in SQL (src/db/prepared.ts): named and prepared per connection on PostgreSQL,
 * ordinary queries on the embedded database; on both every value comes back exactly as given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../src/db/prepared.js';
import { startHarness, type Harness } from '../harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const echo = prepared(
  'test_echo_values',
  'select $1::text as one, $2::int as n, $3::text[] as texts, $4::int[] as ints',
);

describe('a prepared statement', () => {
  it('gives back every text as it was given, quotes, backslashes and dollar signs included', async () => {
    const texts = [
      "it's",
      "'); drop table users; --",
      "back\\slash \\' and \\",
      '$$ dollar $tag$ quoting $$',
      'سلام عليكم — مرحبا 👋',
      'line\nbreak\ttab',
      '',
    ];
    for (const text of texts) {
      const [row] = (await echo(h.ctx.db, [text, -42, [text, null, 'x'], [1, 2, 3]])) as {
        one: string;
        n: number;
        texts: (string | null)[];
        ints: number[];
      }[];
      expect(row).toEqual({ one: text, n: -42, texts: [text, null, 'x'], ints: [1, 2, 3] });
    }
    const [nulls] = (await echo(h.ctx.db, [null, null, [], []])) as Record<string, unknown>[];
    expect(nulls).toEqual({ one: null, n: null, texts: [], ints: [] });
  });

  it('refuses a name PostgreSQL could not take, or one already taken', () => {
    expect(() => prepared('bad name;', 'select $1::int')).toThrow();
    expect(() => prepared('test_echo_values', 'select 1')).toThrow(/used twice/);
  });
});
