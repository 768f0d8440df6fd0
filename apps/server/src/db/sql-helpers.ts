/** Small SQL fragments repositories share. */
import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** An instant as a query parameter; sent as ISO text so both drivers read the same value. */
export const instantParam = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** An aggregate read as a JavaScript number (PostgreSQL answers bigint counts and sums as text). */
export const int = (expression: SQL) => sql<number>`(${expression})::int`;

/** One page of a list; pages count from 1. */
export type PageRequest = { page: number; size: number };

/** Limits an ordered query (made dynamic with `.$dynamic()`) to one page. */
export const onPage = <Query extends PgSelect>(query: Query, page: PageRequest) =>
  query.limit(page.size).offset((page.page - 1) * page.size);
