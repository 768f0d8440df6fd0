/**
 * Platform settings (docs/product/back-office.md#platform-settings): the rules' numbers, cache
 * groups and live server statistics.
 */
import type { ServerModule } from '../../module.js';
import { platformRoutes } from './routes.js';
import { startServerStats } from './stats.js';

export { platformSettingsOf, readPlatformSettings } from './settings.js';

export const platformModule: ServerModule = {
  name: 'platform',
  routes: platformRoutes,
  start: startServerStats,
};
