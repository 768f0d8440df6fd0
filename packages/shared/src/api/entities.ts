/** Shapes of the entities the API answers with (SPEC §3), one file per domain under entities/. */
export * from './entities/common.js';
export * from './entities/users.js';
export * from './entities/lessons.js';
export * from './entities/tutors.js';
export * from './entities/scheduling.js';
export * from './entities/plans.js';
export * from './entities/students.js';
export * from './entities/ratings.js';
export * from './entities/chat.js';
export * from './entities/payments.js';
export * from './entities/invoices.js';
