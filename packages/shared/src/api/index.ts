import { accountsApi } from './accounts.js';
import { systemApi } from './system.js';
import { topicsApi } from './topics.js';

/** Every endpoint, by name. */
export const api = { ...systemApi, ...accountsApi, ...topicsApi } as const;
export type Api = typeof api;
