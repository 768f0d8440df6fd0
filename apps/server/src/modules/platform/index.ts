/**
 * Platform settings (docs/product/back-office.md#platform-settings): cache groups and live server
 * statistics.
 */
import type { ServerModule } from '../../module.js';
import { platformRoutes } from './routes.js';
import { startServerStats } from './stats.js';

export const platformModule: ServerModule = {
  name: 'platform',
  routes: platformRoutes,
  start: startServerStats,
};
