// The embedded database's statements, kept (issue 15, decision 041). PGlite's `query()` parses and
// plans its text on every call, in six trips into the database; planning a join of a few tables
// there costs more than the rest of a request (about 0.9 of 1.1 ms to read one's own record). Here
// a text run a second time becomes a named statement of the database's one session: each call after
// that is one trip (bind, execute, sync), and PostgreSQL reuses the plan as it does on a server.
// Plain JavaScript, so the database's thread (embedded-worker.mjs) runs the same file.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept at most; the least recently used is closed when another is kept. */
export const MAX_STATEMENTS = 300;
/** Texts counted while waiting for their second run; the count starts over past this many. */
const MAX_SEEN = 2000;

/** SQLSTATEs after which a kept statement is made again: gone (26000), or its result changed. */
const STALE = new Set(['26000', '0A000']);

const join = (parts) => {
  const bytes = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};

/**
 * Runs queries on `db` (a PGlite), keeping the statements of texts that come back. `run` takes what
 * PGlite's `query()` takes and answers what it answers (rows, fields, affectedRows), with the same
 * parameter serialisers and row parsers. `queryIn` runs one inside a transaction the caller holds
 * (`db.transaction()`), where `query` would wait for it to end.
 */
export const keepStatements = (db, { max = MAX_STATEMENTS } = {}) => {
  /** Kept statements by text, least recently used first: name, parameter types, row shape. */
  const kept = new Map();
  const seen = new Map();
  let nextName = 1;
  /** Parsers merged with the database's, once per options object the ORM reuses. */
  const mergedParsers = new WeakMap();

  const parsersFor = (options) => {
    if (!options?.parsers) return db.parsers;
    let merged = mergedParsers.get(options.parsers);
    if (!merged)
      mergedParsers.set(options.parsers, (merged = { ...db.parsers, ...options.parsers }));
    return merged;
  };

  /** Parses and describes `text` under a new name, closing the least used statement past `max`. */
  const prepare = async (text, options) => {
    const name = `k${nextName++}`;
    const closing = [];
    if (kept.size >= max) {
      const [oldestText, oldest] = kept.entries().next().value;
      kept.delete(oldestText);
      closing.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const messages = await db.execProtocolStream(
      join([
        ...closing,
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      row: messages.find((message) => message.name === 'rowDescription'),
    };
    kept.set(text, statement);
    return statement;
  };

  const execute = async (statement, params, options) => {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.types[i];
      const serializer = options?.serializers?.[type] ?? db.serializers[type];
      return serializer ? serializer(param) : param.toString();
    });
    const messages = await db.execProtocolStream(
      join([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const [result] = parse.parseResults(
      statement.row ? [statement.row, ...messages] : messages,
      parsersFor(options),
      { rowMode: options?.rowMode },
    );
    return result;
  };

  /** The kept statement of `text`, or null while it has been run only once. */
  const statementFor = async (text, options) => {
    const statement = kept.get(text);
    if (statement) {
      // Most recently used last.
      kept.delete(text);
      kept.set(text, statement);
      return statement;
    }
    if (!seen.has(text)) {
      if (seen.size >= MAX_SEEN) seen.clear();
      seen.set(text, true);
      return null;
    }
    seen.delete(text);
    return prepare(text, options);
  };

  const runKept = async (text, params, options) => {
    const statement = await statementFor(text, options);
    if (!statement) return null;
    try {
      return await execute(statement, params, options);
    } catch (error) {
      if (!STALE.has(error?.code)) throw error;
      kept.delete(text);
      return execute(await prepare(text, options), params, options);
    }
  };

  /** `tx`: PGlite's transaction object when the caller holds `db.transaction()`. */
  const run = async (text, params = [], options = {}, tx = undefined) => {
    const work = async () => {
      try {
        const result = await runKept(text, params, options);
        if (result && !tx) await db.syncToFs();
        return result;
      } catch (error) {
        // As PGlite's own errors: with the query that failed.
        if (error && typeof error === 'object')
          Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
    };
    // As PGlite's query(): one statement at a time, and none from outside an open transaction.
    const result = tx
      ? await db._runExclusiveQuery(work)
      : await db._runExclusiveTransaction(() => db._runExclusiveQuery(work));
    if (result) return result;
    // Run once so far: as PGlite runs any query.
    return tx ? tx.query(text, params, options) : db.query(text, params, options);
  };

  return {
    /** A query outside any transaction, waiting for an open one to end. */
    query: (text, params, options) => run(text, params, options),
    /** A query inside the transaction `tx` (PGlite's transaction object) the caller holds. */
    queryIn: (tx, text, params, options) => run(text, params, options, tx),
    /** How many statements are kept (tests). */
    size: () => kept.size,
  };
};
