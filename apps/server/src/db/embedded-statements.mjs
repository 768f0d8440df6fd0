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
/**
 * Texts longer than this are never kept: a text that long carries its values (a batch of chat
 * messages written as literals), so it hardly comes back, and counting it would hold it in memory.
 */
const MAX_TEXT = 4096;
/** Statements already prepared in SQL (`execute name(…)`): keeping them gains nothing. */
const EXECUTE = /^\s*execute\s/i;

/** Each instance names its statements apart, so two on one database never meet. */
let instances = 0;

/** A kept statement that is gone (26000), or whose result type a migration changed. */
const isStale = (error) =>
  error?.code === '26000' ||
  (error?.code === '0A000' && /cached plan must not change result type/.test(error.message));

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
 * Runs queries on `db` (a PGlite), keeping the statements of texts that come back. `query` takes
 * what PGlite's `query()` takes and answers what it answers (rows, fields, affectedRows), with the
 * same parameter serialisers and row parsers, in the order the calls were made. `queryIn` runs one
 * inside a transaction the caller holds (`db.transaction()`'s `tx`), as `tx.query()` does.
 */
export const keepStatements = (db, { max = MAX_STATEMENTS } = {}) => {
  /** Kept statements by text, least recently used first: name, parameter types, row shape. */
  const kept = new Map();
  /** Texts run once, waiting for a second run. */
  const seen = new Set();
  const prefix = `kept:${(instances += 1)}:`;
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

  /**
   * Parses and describes `text` under a new name. The statement it replaces (`stale`), or the least
   * used one past `max`, is closed in the same trip.
   */
  const prepare = async (text, stale) => {
    const name = `${prefix}${nextName++}`;
    const closing = [];
    if (stale) closing.push(serialize.close({ type: 'S', name: stale.name }));
    else if (kept.size >= max) {
      const [oldestText, oldest] = kept.entries().next().value;
      kept.delete(oldestText);
      closing.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const messages = await db.execProtocolStream(
      join([
        ...closing,
        serialize.parse({ name, text }),
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

  /** Runs `text` as a kept statement, keeping it first if it is not (any more). */
  const runKept = async (text, params, options, inTransaction) => {
    let statement = kept.get(text);
    if (statement) {
      // Most recently used last.
      kept.delete(text);
      kept.set(text, statement);
    } else {
      seen.delete(text);
      statement = await prepare(text);
    }
    try {
      return await execute(statement, params, options);
    } catch (error) {
      // Inside a transaction the failure has aborted it: nothing more may run there.
      if (inTransaction || !isStale(error)) throw error;
      kept.delete(text);
      return execute(await prepare(text, statement), params, options);
    }
  };

  /**
   * Whether this call goes the kept way: a text kept already or run once before. Decided when the
   * call is made, so every call takes its place in the database's queue in the order made.
   */
  const keeps = (text, options) => {
    if (kept.has(text)) return true;
    // What the kept way does not carry: a file, notices, types chosen by the caller.
    if (options?.blob || options?.onNotice || options?.paramTypes) return false;
    if (text.length > MAX_TEXT || EXECUTE.test(text)) return false;
    if (seen.has(text)) return true;
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(text);
    return false;
  };

  /** As PGlite's own errors: with the query that failed. */
  const withQuery = (error, text, params, options) => {
    if (error && typeof error === 'object' && 'code' in error)
      Object.assign(error, { query: text, params, queryOptions: options });
    return error;
  };

  return {
    /** A query outside any transaction, waiting for an open one to end, as `db.query()`. */
    query: async (text, params = [], options = undefined) => {
      if (!keeps(text, options)) return db.query(text, params, options);
      // The same steps as db.query(): ready, then the transaction's lock, then the query's.
      await db._checkReady();
      return db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          try {
            const result = await runKept(text, params, options, false);
            await db.syncToFs();
            return result;
          } catch (error) {
            throw withQuery(error, text, params, options);
          }
        }),
      );
    },
    /** A query inside the transaction `tx` (PGlite's transaction object), as `tx.query()`. */
    queryIn: async (tx, text, params = [], options = undefined) => {
      if (!keeps(text, options)) return tx.query(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return db._runExclusiveQuery(async () => {
        try {
          return await runKept(text, params, options, true);
        } catch (error) {
          throw withQuery(error, text, params, options);
        }
      });
    },
    /** How many statements are kept (tests). */
    size: () => kept.size,
  };
};
