/** Shapes of the entities the API answers with (SPEC §3), one file per domain under entities/. */
export * from './common.js';
export * from '../accounts/entities.js';
export * from '../lessons/entities.js';
export * from '../tutors/entities.js';
export * from '../availability/entities.js';
export * from '../plans/entities.js';
export * from './entities/students.js';
export * from '../ratings/entities.js';
export * from '../chat/entities.js';
export * from '../payments/entities.js';
export * from '../invoices/entities.js';
