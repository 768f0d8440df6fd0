export * from './api-error.js';
export * from './http.js';
export * from './token-store.js';
export * from './paging.js';
export * from './logger.js';
export * from './private-files.js';
