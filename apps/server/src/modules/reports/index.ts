/**
 * Problem reports with a screenshot or the client log attached
 * (docs/product/back-office.md#problem-reports).
 */
import type { ServerModule } from '../../module.js';
import { reportsRoutes } from './routes.js';

export const reportsModule: ServerModule = { name: 'reports', routes: reportsRoutes };
