// The embedded database (PGlite) in a thread of its own: its queries run here, so a slow
// one never holds up the server's event loop, its sockets or other requests. The server talks to
// it through db/embedded-thread.ts with messages: open, query, begin, end (commit or roll back), close.
// Plain JavaScript, so the same file runs from the sources and beside the built server.
import { parentPort } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** Dates, times and intervals stay text, as the database wrote them: the ORM reads them itself. */
const keepText = (value) => value;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((type) => [type, keepText]),
);

let db;
/** Open transactions: their PGlite handle and how to end them. */
const transactions = new Map();
let nextTransaction = 1;

/** An error as the server may rebuild it: message, name and the database's fields (code, constraint…). */
const plainError = (error) => {
  const plain = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  if (error && typeof error === 'object')
    for (const [key, value] of Object.entries(error))
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
        plain[key] = value;
  return plain;
};

const answer = (id, work) =>
  work.then(
    (result) => parentPort.postMessage({ id, ok: true, result }),
    (error) => parentPort.postMessage({ id, ok: false, error: plainError(error) }),
  );

/** A query outside any transaction (`tx` undefined) or inside the one open as `tx`. */
const query = async (tx, message) => {
  const options = { rowMode: message.rowMode, parsers };
  const { rows, fields, affectedRows } = await (tx ?? db).query(
    message.sql,
    message.params,
    options,
  );
  return { rows, fields, affectedRows };
};

/** Starts a transaction; it ends when the server sends `end` for it. */
const begin = (id) => {
  const handle = nextTransaction++;
  const entry = { started: false };
  entry.done = db.transaction(
    (tx) =>
      new Promise((commit, rollBack) => {
        Object.assign(entry, { tx, commit, rollBack, started: true });
        transactions.set(handle, entry);
        parentPort.postMessage({ id, ok: true, result: handle });
      }),
  );
  // Once started, the outcome is told to whoever ends it; a failure to start, to the one who began.
  entry.done.catch((error) => {
    if (!entry.started) parentPort.postMessage({ id, ok: false, error: plainError(error) });
  });
};

parentPort.on('message', (message) => {
  const { id, op } = message;
  if (op === 'open') {
    void answer(
      id,
      PGlite.create(message.dataDir, { extensions: { btree_gist } }).then((opened) => {
        db = opened;
      }),
    );
  } else if (op === 'query') {
    const tx = message.tx === undefined ? undefined : transactions.get(message.tx)?.tx;
    void answer(
      id,
      message.tx === undefined || tx
        ? query(tx, message)
        : Promise.reject(new Error('No such transaction')),
    );
  } else if (op === 'begin') {
    begin(id);
  } else if (op === 'end') {
    const transaction = transactions.get(message.tx);
    if (!transaction) {
      parentPort.postMessage({
        id,
        ok: false,
        error: plainError(new Error('No such transaction')),
      });
      return;
    }
    transactions.delete(message.tx);
    if (message.commit) transaction.commit();
    else transaction.rollBack(new Error('rolled back'));
    void answer(
      id,
      transaction.done.then(
        () => undefined,
        (error) => {
          if (message.commit) throw error;
        },
      ),
    );
  } else if (op === 'close') {
    void answer(id, db ? db.close() : Promise.resolve());
  }
});
