/** Platform settings (docs/product/back-office.md#platform-settings). */
import { z } from 'zod/mini';
import { CacheGroup } from '../enums.js';
import { rolesFor } from '../permissions.js';
import { serverStats } from '../realtime/schemas.js';
import { route } from '../api/endpoint.js';
import { isoDateTime } from '../api/common.js';

/**
 * The platform's rules a super admin may tune, each a whole number with its default and bounds
 * (docs/product/back-office.md#platform-settings).
 */
export const platformSettingRules = {
  /** How long before a lesson's start cancelling stops being free (lessons.md#cancellation). */
  cancellationCutoffMinutes: { defaultValue: 4 * 60, min: 0, max: 7 * 24 * 60 },
  /** How long after a lesson's end its members may dispute its outcome (lessons.md#disputes). */
  disputeWindowHours: { defaultValue: 48, min: 0, max: 30 * 24 },
  /** The most quota weeks one pause of a plan lasts (plans-and-payments.md#pausing-a-plan). */
  pauseMaxWeeks: { defaultValue: 3, min: 1, max: 12 },
  /** How many pauses one plan may have; zero stops pausing (plans-and-payments.md#pausing-a-plan). */
  pausesPerPlan: { defaultValue: 1, min: 0, max: 6 },
  /**
   * How many quota weeks after this one students may book in; 0 keeps this week only, one booked
   * lesson at a time (lessons.md#booking-ahead).
   */
  bookingWeeksAhead: { defaultValue: 0, min: 0, max: 8 },
  /**
   * How long a kiosk reference for one lesson lives, holding the lesson's time
   * (plans-and-payments.md#one-lesson).
   */
  lessonKioskHoldMinutes: { defaultValue: 2 * 60, min: 15, max: 48 * 60 },
} as const;
export type PlatformSettingKey = keyof typeof platformSettingRules;
export const platformSettingKeys = Object.keys(platformSettingRules) as [
  PlatformSettingKey,
  ...PlatformSettingKey[],
];
export type PlatformSettings = Record<PlatformSettingKey, number>;

/** A setting's value: a whole number within its bounds (`setting-out-of-range`). */
export const platformSettingValue = (key: PlatformSettingKey) =>
  z
    .int({ error: 'invalid-value' })
    .check(
      z.minimum(platformSettingRules[key].min, 'setting-out-of-range'),
      z.maximum(platformSettingRules[key].max, 'setting-out-of-range'),
    );

export const platformSetting = z.object({
  key: z.enum(platformSettingKeys),
  value: z.int(),
  defaultValue: z.int(),
  min: z.int(),
  max: z.int(),
  /** When a super admin last changed it, and who; null while it keeps its default. */
  updatedAt: z.nullable(isoDateTime),
  updatedBy: z.nullable(z.object({ id: z.int(), name: z.string() })),
});
export type PlatformSetting = z.infer<typeof platformSetting>;

export const platformSchemas = () => ({
  flushCache: {
    tag: 'platform',
    summary:
      'Empty a cache group (TutorsCache, AdminInvoices, ServerStats) in every server process.',
    query: z.object({
      group: z.enum(Object.values(CacheGroup) as [CacheGroup, ...CacheGroup[]], {
        error: 'invalid-value',
      }),
    }),
    response: null,
  },
  serverStats: {
    tag: 'platform',
    summary: 'The server process’s figures now; live ones come as ServerStats to the stats:1 room.',
    response: serverStats,
  },
  listPlatformSettings: {
    tag: 'platform',
    summary: 'The platform settings with their values, defaults, bounds and last change.',
    response: z.array(platformSetting),
  },
  updatePlatformSetting: {
    tag: 'platform',
    summary:
      'Change one platform setting to a whole number within its bounds; written in the audit log.',
    params: z.object({ key: z.enum(platformSettingKeys, { error: 'invalid-value' }) }),
    body: z.object({ value: z.int({ error: 'invalid-value' }) }),
    response: platformSetting,
  },
});

type S = ReturnType<typeof platformSchemas>;

export const platformRoutes = {
  // Flushing the server's caches (platform settings) may change what the tutors lists show.
  flushCache: route<S['flushCache']>('DELETE', '/api/v1/cache/flush', rolesFor('platform.manage'), {
    stale: ['tutors'],
  }),
  serverStats: route<S['serverStats']>('GET', '/api/v1/server-stats', rolesFor('platform.manage')),
  listPlatformSettings: route<S['listPlatformSettings']>(
    'GET',
    '/api/v1/platform/settings',
    rolesFor('platform.manage'),
    { cached: ['settings'] },
  ),
  // The cancellation cutoff and the dispute window change what each lesson says of itself.
  updatePlatformSetting: route<S['updatePlatformSetting']>(
    'PUT',
    '/api/v1/platform/settings/:key',
    rolesFor('platform.manage'),
    { stale: ['settings', 'lessons'] },
  ),
};

/** The room whose members hear ServerStats while they watch. */
export const SERVER_STATS_ROOM = 'stats:1';
