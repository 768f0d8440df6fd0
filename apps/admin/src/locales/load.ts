import type { Language } from '@darsak/shared';
import type { AppMessagesLoader, Messages } from '@darsak/ui';

/** What the sign-in screen needs: the first screen downloads only this (docs/decisions/003). */
export const loadAdminMessages: AppMessagesLoader = async (language) =>
  (language === 'en' ? await import('./en.json') : await import('./ar.json')).default;

/** Everything the back-office shows once an admin is signed in, loaded with it. */
export const loadOfficeMessages = async (language: Language): Promise<Messages> => {
  const parts =
    language === 'en'
      ? await Promise.all([
          import('./en.office.json'),
          import('./en.invoices.json'),
          import('./en.growth.json'),
        ])
      : await Promise.all([
          import('./ar.office.json'),
          import('./ar.invoices.json'),
          import('./ar.growth.json'),
        ]);
  return Object.assign({}, ...parts.map((part) => part.default)) as Messages;
};
