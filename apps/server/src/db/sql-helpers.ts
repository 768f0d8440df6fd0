/** Small SQL fragments repositories share. */
import { sql, type SQL } from 'drizzle-orm';

/** An instant as a query parameter; sent as ISO text so both drivers read the same value. */
export const instantParam = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/** An aggregate read as a JavaScript number (PostgreSQL answers bigint counts and sums as text). */
export const int = (expression: SQL) => sql<number>`(${expression})::int`;
