/**
 * The platform's tunable rules (docs/product/back-office.md#platform-settings): a value a super
 * admin set, else the default from packages/shared. Changes are audited; every server process reads
 * them through one cached entry that a change drops everywhere.
 */
import { eq } from 'drizzle-orm';
import {
  platformSettingKeys,
  platformSettingRules,
  type PlatformSetting,
  type PlatformSettingKey,
  type PlatformSettings,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { platformSettings, users } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { InternalGroup } from '../../infra/cache.js';
import { recordAudit } from '../audit/index.js';

/** Kept a minute at most: a change drops it at once in every process. */
const KEEP_MS = 60_000;

const defaults = (): PlatformSettings =>
  Object.fromEntries(
    platformSettingKeys.map((key) => [key, platformSettingRules[key].defaultValue]),
  ) as PlatformSettings;

const isKey = (key: string): key is PlatformSettingKey => key in platformSettingRules;

/** The settings in force, read from the database (inside a transaction when given one). */
export const readPlatformSettings = async (db: Executor): Promise<PlatformSettings> => {
  const rows = await db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings);
  const settings = defaults();
  for (const row of rows) if (isKey(row.key)) settings[row.key] = row.value;
  return settings;
};

/** The settings in force, from the cache. */
export const platformSettingsOf = (ctx: AppContext): Promise<PlatformSettings> =>
  ctx.cache.get(InternalGroup.PlatformSettings, 'all', KEEP_MS, () => readPlatformSettings(ctx.db));

/** Every setting with its value, bounds and last change, for the platform settings page. */
export const listPlatformSettings = async (ctx: AppContext): Promise<PlatformSetting[]> => {
  const rows = await ctx.db
    .select({
      key: platformSettings.key,
      value: platformSettings.value,
      updatedAt: platformSettings.updatedAt,
      updatedBy: { id: users.id, name: users.name },
    })
    .from(platformSettings)
    .leftJoin(users, eq(users.id, platformSettings.updatedBy));
  return platformSettingKeys.map((key) => {
    const rule = platformSettingRules[key];
    const row = rows.find((r) => r.key === key);
    return {
      key,
      value: row?.value ?? rule.defaultValue,
      defaultValue: rule.defaultValue,
      min: rule.min,
      max: rule.max,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
};

/** A super admin sets one setting; the audit log keeps the value before and after. */
export const changePlatformSetting = async (
  ctx: AppContext,
  actor: Actor,
  key: PlatformSettingKey,
  value: number,
): Promise<PlatformSetting> => {
  const rule = platformSettingRules[key];
  if (value < rule.min || value > rule.max) throw new AppError('setting-out-of-range');
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, key))
      .for('update');
    await tx
      .insert(platformSettings)
      .values({ key, value, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value, updatedBy: actor.id, updatedAt: now },
      });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'platform-setting.change',
      subjectType: 'platform-setting',
      subjectId: null,
      before: { key, value: before?.value ?? rule.defaultValue },
      after: { key, value },
    });
  });
  await ctx.cache.invalidateEverywhere(InternalGroup.PlatformSettings, 'all');
  const all = await listPlatformSettings(ctx);
  return all.find((setting) => setting.key === key)!;
};
