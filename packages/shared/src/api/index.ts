import { accountsRoutes, accountsSchemas } from './accounts.js';
import { availabilityRoutes, availabilitySchemas } from './availability.js';
import { contactRoutes, contactSchemas } from './contact.js';
import { chatRoutes, chatSchemas } from './chat.js';
import { joinSchemas } from './endpoint.js';
import { auditRoutes, auditSchemas } from './audit.js';
import { platformRoutes, platformSchemas } from './platform.js';
import { invitesRoutes, invitesSchemas } from './invites.js';
import { overviewRoutes, overviewSchemas } from './overview.js';
import { reportsRoutes, reportsSchemas } from './reports.js';
import { invoicesRoutes, invoicesSchemas } from './invoices.js';
import { lessonsRoutes, lessonsSchemas } from './lessons.js';
import { onboardingRoutes, onboardingSchemas } from './onboarding.js';
import { paymentsRoutes, paymentsSchemas } from './payments.js';
import { plansRoutes, plansSchemas } from './plans.js';
import { ratingsRoutes, ratingsSchemas } from './ratings.js';
import { systemRoutes, systemSchemas } from './system.js';
import { topicsRoutes, topicsSchemas } from './topics.js';
import { tutorsRoutes, tutorsSchemas } from './tutors.js';

/** Every endpoint's method, path and access: what the apps call. */
export const routes = {
  ...systemRoutes,
  ...accountsRoutes,
  ...topicsRoutes,
  ...tutorsRoutes,
  ...availabilityRoutes,
  ...plansRoutes,
  ...paymentsRoutes,
  ...lessonsRoutes,
  ...ratingsRoutes,
  ...contactRoutes,
  ...chatRoutes,
  ...onboardingRoutes,
  ...invoicesRoutes,
  ...auditRoutes,
  ...reportsRoutes,
  ...platformRoutes,
  ...invitesRoutes,
  ...overviewRoutes,
};
export type Routes = typeof routes;

/** Every endpoint with its schemas: what the server registers and the tests call. */
export const api = /* @__PURE__ */ joinSchemas(routes, [
  systemSchemas,
  accountsSchemas,
  topicsSchemas,
  tutorsSchemas,
  availabilitySchemas,
  plansSchemas,
  paymentsSchemas,
  lessonsSchemas,
  ratingsSchemas,
  contactSchemas,
  chatSchemas,
  onboardingSchemas,
  invoicesSchemas,
  auditSchemas,
  reportsSchemas,
  platformSchemas,
  invitesSchemas,
  overviewSchemas,
]);
export type Api = typeof api;
