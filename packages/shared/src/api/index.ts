import { accountsRoutes, accountsSchemas } from '../accounts/contracts.js';
import { availabilityRoutes, availabilitySchemas } from '../availability/contracts.js';
import { contactRoutes, contactSchemas } from '../contact/contracts.js';
import { chatRoutes, chatSchemas } from '../chat/contracts.js';
import { joinSchemas } from './endpoint.js';
import { auditRoutes, auditSchemas } from '../audit/contracts.js';
import { platformRoutes, platformSchemas } from '../platform/contracts.js';
import { invitesRoutes, invitesSchemas } from '../invites/contracts.js';
import { overviewRoutes, overviewSchemas } from '../overview/contracts.js';
import { reportsRoutes, reportsSchemas } from '../reports/contracts.js';
import { invoicesRoutes, invoicesSchemas } from '../invoices/contracts.js';
import { lessonsRoutes, lessonsSchemas } from '../lessons/contracts.js';
import { lessonSeriesRoutes, lessonSeriesSchemas } from '../lessons/series.js';
import { onboardingRoutes, onboardingSchemas } from '../onboarding/contracts.js';
import { paymentsRoutes, paymentsSchemas } from '../payments/contracts.js';
import { plansRoutes, plansSchemas } from '../plans/contracts.js';
import { ratingsRoutes, ratingsSchemas } from '../ratings/contracts.js';
import { systemRoutes, systemSchemas } from '../system/contracts.js';
import { topicsRoutes, topicsSchemas } from '../topics/contracts.js';
import { tutorsRoutes, tutorsSchemas } from '../tutors/contracts.js';

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
  ...lessonSeriesRoutes,
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
  lessonSeriesSchemas,
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
