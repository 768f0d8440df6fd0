/**
 * Statements prepared once per database session and then only executed: for the few hot statements
 * whose parsing and planning cost more than running them (decision 035: storing a chat message,
 * parsed and planned every time, took three times as long as executed from a prepared plan).
 *
 * On PostgreSQL the driver prepares a named statement on each pooled connection the first time it
 * runs there. The embedded database has one session and no named statements in its query call, so
 * the statement is prepared with SQL `PREPARE` and run with `EXECUTE`, whose arguments are written
 * as literals: numbers checked to be integers, text quoted by doubling its quotes, which is the whole
 * of quoting when `standard_conforming_strings` is on (checked before the first use).
 */
import { claimStatementName } from './built-once.js';
import type { Db } from './client.js';

/** The types a prepared statement's parameters may have. */
export type ParamType = 'int' | 'text' | 'int[]' | 'text[]';
type Param = number | string | null | readonly (number | string | null)[];

type PgPool = {
  query: (config: {
    name: string;
    text: string;
    values: unknown[];
  }) => Promise<{ rows: unknown[] }>;
};
type EmbeddedClient = {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
};

const isPool = (client: unknown): client is PgPool =>
  typeof client === 'object' && client !== null && 'totalCount' in client;

const quoted = (value: number | string | null, type: 'int' | 'text'): string => {
  if (value === null) return 'null';
  if (type === 'int') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw new TypeError(`Not an integer: ${String(value)}`);
    return String(value);
  }
  if (typeof value !== 'string') throw new TypeError(`Not text: ${String(value)}`);
  return `'${value.replaceAll("'", "''")}'`;
};

/** One argument of `EXECUTE`, written as a literal of its declared type. */
export const literalOf = (value: Param, type: ParamType): string => {
  if (type === 'int' || type === 'text') {
    if (Array.isArray(value)) throw new TypeError('A list given for a single value');
    return `${quoted(value as number | string | null, type)}::${type}`;
  }
  if (!Array.isArray(value)) throw new TypeError('A single value given for a list');
  const element = type === 'int[]' ? 'int' : 'text';
  return `array[${value.map((item) => quoted(item, element)).join(', ')}]::${type}`;
};

export type Prepared = (db: Db, params: readonly Param[]) => Promise<unknown[]>;

/**
 * A statement with parameters `$1…$n` of the given types, prepared on first use in each session.
 * The name must be unique in the process. The text casts each parameter (`$1::int[]`): PostgreSQL's
 * driver prepares it without declared types, the embedded database with them, and both must agree.
 */
export const prepared = (name: string, types: readonly ParamType[], text: string): Prepared => {
  claimStatementName(name);
  const ready = new WeakMap<object, Promise<void>>();

  const prepareOn = async (client: EmbeddedClient) => {
    const { rows } = await client.query('show standard_conforming_strings');
    const setting = (rows[0] as { standard_conforming_strings?: string } | undefined)
      ?.standard_conforming_strings;
    if (setting !== 'on') throw new Error('Prepared statements need standard_conforming_strings');
    await client.query(`prepare ${name} (${types.join(', ')}) as ${text}`);
  };

  return async (db, params) => {
    if (params.length !== types.length)
      throw new TypeError(`${name} takes ${types.length} parameters, given ${params.length}`);
    const client = (db as unknown as { $client: unknown }).$client;
    if (isPool(client)) {
      const result = await client.query({ name, text, values: params as unknown[] });
      return result.rows;
    }
    const embedded = client as EmbeddedClient;
    let preparing = ready.get(embedded);
    if (!preparing) {
      preparing = prepareOn(embedded);
      ready.set(embedded, preparing);
      // A failed preparation is tried again by the next call.
      preparing.catch(() => ready.delete(embedded));
    }
    await preparing;
    const args = params.map((value, i) => literalOf(value, types[i]!)).join(', ');
    const result = await embedded.query(`execute ${name}(${args})`);
    return result.rows;
  };
};
