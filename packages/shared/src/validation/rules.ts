/**
 * The validation rules as zod schemas whose issue messages are catalogue codes.
 * Built with zod's tree-shakable mini API: each chained check of the classic API is a `.check(...)`
 * entry here, in the same order, so every input answers the same first issue.
 * Each domain's rules are in its own rules.ts; this file is the one entry every caller imports as
 * `rules`.
 */
export {
  text,
  requiredText,
  integer,
  id,
  fromText,
  optionalText,
  instant,
  localDate,
  searchQuery,
  pageQuery,
  firstIssueCode,
} from './core.js';
export * from '../accounts/rules.js';
export * from '../availability/rules.js';
export * from '../chat/rules.js';
export * from '../contact/rules.js';
export {
  withdrawalAmount,
  invoiceNote,
  instantPaymentAddress,
  bankName,
  bankAccountNumber,
  withdrawMethod,
} from '../invoices/rules.js';
export * from '../lessons/rules.js';
export * from '../onboarding/rules.js';
export * from '../payments/rules.js';
export * from '../plans/rules.js';
export * from '../ratings/rules.js';
export * from '../topics/rules.js';
export * from '../tutors/rules.js';
