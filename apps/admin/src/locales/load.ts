import type { Language } from '@darsak/shared';
import type { AppMessagesLoader, Messages } from '@darsak/ui';

/** What the sign-in screen needs: the first screen downloads only this (docs/decisions/003). */
export const loadAdminMessages: AppMessagesLoader = async (language) =>
  (language === 'en' ? await import('./en.json') : await import('./ar.json')).default;

/** Everything the back-office shows once an admin is signed in, loaded with it. */
export const loadOfficeMessages = async (language: Language): Promise<Messages> =>
  (language === 'en' ? await import('./en.office.json') : await import('./ar.office.json')).default;
