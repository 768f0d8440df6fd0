/**
 * Topics (docs/product/tutors.md#topics): the list admins keep, and each user's favourite topics or
 * specialities.
 */
import type { ServerModule } from '../../module.js';
import { topicRoutes } from './routes.js';

export { countExisting, replaceUserTopics } from './repository.js';

export const topicsModule: ServerModule = { name: 'topics', routes: topicRoutes };
