/** Types of embedded-statements.mjs (plain JavaScript, shared with the database's thread). */
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

export declare const MAX_STATEMENTS: number;

export type KeptStatements = {
  query: <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  queryIn: <T>(
    tx: Transaction,
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => Promise<Results<T>>;
  size: () => number;
};

export declare const keepStatements: (db: PGlite, options?: { max?: number }) => KeptStatements;
