/**
 * The admin overview (docs/product/back-office.md#overview, decision 027): the back office home's
 * business figures.
 */
import type { ServerModule } from '../../module.js';
import { overviewRoutes } from './routes.js';

export const overviewModule: ServerModule = { name: 'overview', routes: overviewRoutes };
