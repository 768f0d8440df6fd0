/**
 * Tutors (docs/product/tutors.md): profiles and standing, the listing students browse and its read
 * model, statistics.
 */
import type { ServerModule } from '../../module.js';
import { startLiveTutors } from './live.js';
import { tutorRoutes } from './routes.js';

export { presentRatingSummary } from './presenter.js';
export { metaOf as tutorMetaOf } from './service.js';
export { listedTutors, newTutorListing, type TutorListing } from './listing.js';

export const tutorsModule: ServerModule = {
  name: 'tutors',
  routes: tutorRoutes,
  start: startLiveTutors,
};
