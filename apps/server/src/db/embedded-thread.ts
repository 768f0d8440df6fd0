/**
 * The embedded database in a worker thread, seen from the server: an object with the part of
 * PGlite's interface the ORM uses (`query`, `transaction`, `close`), each call a message to
 * db/embedded-worker.mjs. A transaction holds the database for its own queries until it ends, as
 * PGlite does in one thread; other queries wait in the worker, not on the server's event loop.
 */
import { Worker } from 'node:worker_threads';

type Result = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainError };
type PlainError = { message: string; name: string; [field: string]: unknown };

/** What the ORM's PGlite driver calls. */
export type EmbeddedQueries = {
  query: (
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ) => Promise<Result>;
};
export type EmbeddedThread = EmbeddedQueries & {
  transaction: <T>(work: (tx: EmbeddedQueries) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The database's error, rebuilt with its fields (code, constraint, table…) for the error mapping. */
const rebuild = (plain: PlainError): Error => {
  const { message, name, stack: _theirs, ...fields } = plain;
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
};

export const openEmbeddedThread = async (dataDir: string | undefined): Promise<EmbeddedThread> => {
  const worker = new Worker(new URL('./embedded-worker.mjs', import.meta.url));
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let gone: Error | undefined;

  const failAll = (error: Error) => {
    gone = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(rebuild(reply.error));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The embedded database thread ended (${code})`)));

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const queries = (tx?: number): EmbeddedQueries => ({
    query: (sql, params = [], options = {}) =>
      send<Result>({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
  });

  try {
    await send({ op: 'open', dataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ...queries(),
    transaction: async (work) => {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await work(queries(tx));
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    close: async () => {
      if (!gone) await send({ op: 'close' });
      await worker.terminate();
    },
  };
};
