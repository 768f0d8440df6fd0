/**
 * Statements written in SQL by hand and prepared once per PostgreSQL connection: for a hot statement
 * the query builder cannot express, such as the chat's store (a few data-modifying CTEs over
 * `unnest`, decision 031). PostgreSQL's driver prepares a named statement on each pooled connection
 * the first time it runs there, so each later call skips parsing and planning. The embedded
 * database is sent the same text and values as an ordinary query, as the ORM does for `builtOnce`'s
 * queries.
 */
import { claimStatementName } from './built-once.js';
import type { Db } from './client.js';

type Param = number | string | null | readonly (number | string | null)[];

type Client = {
  query: (
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ) => Promise<{ rows: unknown[] }>;
};

const isPool = (client: object): boolean => 'totalCount' in client;

export type Prepared = (db: Db, params: readonly Param[]) => Promise<unknown[]>;

/**
 * A statement with parameters `$1…$n`, each cast in the text (`$1::int[]`) so that both databases
 * read the values alike. The name must be unique in the process.
 */
export const prepared = (name: string, text: string): Prepared => {
  claimStatementName(name);
  return async (db, params) => {
    const client = (db as unknown as { $client: Client }).$client;
    const values = params as unknown[];
    const result = isPool(client)
      ? await client.query({ name, text, values })
      : await client.query(text, values);
    return result.rows;
  };
};
