/**
 * Ratings (docs/product/tutors.md#ratings): a student rates a tutor after a lesson with them, once
 * per tutor.
 */
import type { ServerModule } from '../../module.js';
import { ratingRoutes } from './routes.js';

export const ratingsModule: ServerModule = { name: 'ratings', routes: ratingRoutes };
