/**
 * Plans and subscriptions (docs/product/plans-and-payments.md): the plans on offer, who holds one
 * and until when, and the free trial. The weekly quota that a subscription grants is counted by
 * scheduling.
 */
import type { ServerModule } from '../../module.js';
import { planRoutes } from './routes.js';

export {
  cancelSubscriptionAt,
  endSubscriptionNow,
  startFreeTrial,
  startPaidSubscription,
  trialBackAfter,
} from './subscription-service.js';
export { listPlans, mayBuyPlan } from './service.js';
export { pauseOfWeek, pausesOfSubscription, presentPause } from './pause-service.js';
export { findPlan, type PlanRow } from './repository.js';
export {
  activeSubscription,
  changeSubscriptionPlan,
  findSubscription,
  lockSubscription,
  lockSubscriptions,
  subscriptionsOfUser,
  type SubscriptionRow,
} from './subscription-repository.js';
export { isInForce, presentSubscription } from './subscription-presenter.js';

export const plansModule: ServerModule = { name: 'plans', routes: planRoutes };
