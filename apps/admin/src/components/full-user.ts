import type { User } from '@darsak/shared';

/** Admins get a user's whole record; anything less means the session lost its admin rights. */
export const isFullUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && 'email' in value;
