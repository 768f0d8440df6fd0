/** Platform settings (docs/product/back-office.md#platform-settings). */
import { z } from 'zod/mini';
import { CacheGroup } from '../enums.js';
import { rolesFor } from '../permissions.js';
import { serverStats } from '../realtime/schemas.js';
import { route } from '../api/endpoint.js';

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
});

type S = ReturnType<typeof platformSchemas>;

export const platformRoutes = {
  // Flushing the server's caches (platform settings) may change what the tutors lists show.
  flushCache: route<S['flushCache']>('DELETE', '/api/v1/cache/flush', rolesFor('platform.manage'), {
    stale: ['tutors'],
  }),
  serverStats: route<S['serverStats']>('GET', '/api/v1/server-stats', rolesFor('platform.manage')),
};

/** The room whose members hear ServerStats while they watch. */
export const SERVER_STATS_ROOM = 'stats:1';
