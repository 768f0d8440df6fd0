/** Problem reports with a screenshot or the client log attached (SPEC §3, §7; issue 13). */
import type { ServerModule } from '../../module.js';
import { reportsRoutes } from './routes.js';

export const reportsModule: ServerModule = { name: 'reports', routes: reportsRoutes };
