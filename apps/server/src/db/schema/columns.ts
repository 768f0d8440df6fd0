/** Column builders every table uses: times are timestamptz. */
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const time = () => timestamp({ withTimezone: true });
