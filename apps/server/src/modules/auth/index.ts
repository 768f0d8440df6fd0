/**
 * Signing in (docs/product/accounts.md#sign-in): by password, with per-email throttling (decision
 * 010), by Google, refreshing tokens and signing out everywhere.
 */
import type { ServerModule } from '../../module.js';
import { authRoutes } from './routes.js';
import { clearFailures, scheduleCleanup, throttleCleanup } from './throttle.js';

export { createGoogleVerifier, type GoogleVerifier } from './google.js';

export const authModule: ServerModule = {
  name: 'auth',
  routes: authRoutes,
  jobs: [throttleCleanup],
  ready: (ctx) => scheduleCleanup(ctx.db, new Date()),
  // A reset proves the owner of the email: a sign-in lock on it goes.
  start: (ctx) => ctx.events.on('password.reset', ({ email }) => clearFailures(ctx.db, email)),
};
