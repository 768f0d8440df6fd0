/**
 * Prepared statements (docs/performance.md#chat-delivery): on the embedded database their arguments
 * travel as literals, so every kind of text must come back exactly as given; on PostgreSQL they are
 * named statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literalOf, prepared } from '../../src/db/prepared.js';
import { startHarness, type Harness } from '../harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const echo = prepared(
  'test_echo_values',
  ['text', 'int', 'text[]', 'int[]'],
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

  it('refuses what its declared types do not hold, before anything reaches the database', () => {
    expect(() => literalOf(1.5, 'int')).toThrow(TypeError);
    expect(() => literalOf('1; select 1', 'int')).toThrow(TypeError);
    expect(() => literalOf(3, 'text')).toThrow(TypeError);
    expect(() => literalOf(['a'], 'text')).toThrow(TypeError);
    expect(() => literalOf('a', 'text[]')).toThrow(TypeError);
    expect(literalOf("a'b", 'text')).toBe("'a''b'::text");
    expect(literalOf([1, null], 'int[]')).toBe('array[1, null]::int[]');
    expect(() => prepared('bad name;', ['int'], 'select $1')).toThrow();
  });
});
