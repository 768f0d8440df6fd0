export * from './session.js';
export * from './queries.js';
export * from './paged.js';
export * from './realtime.js';
export * from './cache.js';
