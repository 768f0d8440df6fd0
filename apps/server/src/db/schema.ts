/**
 * Database tables, one file per domain under schema/. Times are timestamptz, money integer
 * piasters; invariants live in constraints.
 */
export * from './schema/users.js';
export * from './schema/topics.js';
export * from './schema/auth.js';
export * from './schema/system.js';
export * from './schema/scheduling.js';
export * from './schema/plans.js';
export * from './schema/ratings.js';
export * from './schema/contact.js';
export * from './schema/chat.js';
export * from './schema/onboarding.js';
export * from './schema/payments.js';
export * from './schema/invoices.js';
export * from './schema/audit.js';
export * from './schema/reports.js';
export * from './schema/invites.js';
export * from './schema/platform.js';
