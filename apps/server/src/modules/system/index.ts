/** The system: health, readiness, public configuration, and the local outbox. */
import type { ServerModule } from '../../module.js';
import { systemRoutes } from './routes.js';

export const systemModule: ServerModule = { name: 'system', routes: systemRoutes };
