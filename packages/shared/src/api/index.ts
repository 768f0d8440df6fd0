import { accountsRoutes, accountsSchemas } from './accounts.js';
import { joinSchemas } from './endpoint.js';
import { systemRoutes, systemSchemas } from './system.js';
import { topicsRoutes, topicsSchemas } from './topics.js';

/** Every endpoint's method, path and access: what the apps call. */
export const routes = { ...systemRoutes, ...accountsRoutes, ...topicsRoutes };
export type Routes = typeof routes;

/** Every endpoint with its schemas: what the server registers and the tests call. */
export const api = /* @__PURE__ */ joinSchemas(routes, [
  systemSchemas,
  accountsSchemas,
  topicsSchemas,
]);
export type Api = typeof api;
