/**
 * Tutor onboarding (docs/product/onboarding.md): support group, intro videos and
 * their review, interviews and demo sessions with tutor managers, photo sessions with studios, and
 * activation once every step has passed.
 */
import type { ServerModule } from '../../module.js';
import { startOnboarding } from './live.js';
import { onboardingNotice } from './notify.js';
import { onboardingRoutes } from './routes.js';

export const onboardingModule: ServerModule = {
  name: 'onboarding',
  routes: onboardingRoutes,
  jobs: [onboardingNotice],
  start: startOnboarding,
};
