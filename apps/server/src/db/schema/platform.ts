/** Platform settings (docs/product/back-office.md#platform-settings). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/**
 * A setting a super admin changed from its default; one missing keeps the default written in
 * packages/shared (platformSettingRules), which also bounds the value.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text().primaryKey(),
  value: integer().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: createdAt(),
});
