/**
 * Tutors (SPEC §3 "Tutor", issue 3 "Tutors"): profiles and standing, the list students choose from,
 * statistics, and keeping what students see of tutors fresh.
 */
import type { ServerModule } from '../../module.js';
import { startLiveTutors } from './live.js';
import { tutorRoutes } from './routes.js';

export { presentRatingSummary } from './presenter.js';
export { metaOf as tutorMetaOf } from './service.js';

export const tutorsModule: ServerModule = {
  name: 'tutors',
  routes: tutorRoutes,
  start: startLiveTutors,
};
export { listedTutors } from './directory.js';
