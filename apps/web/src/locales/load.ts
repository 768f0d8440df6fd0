import type { AppMessagesLoader } from '@darsak/ui';

/** What every screen needs, the sign-in screens included. */
export const loadWebMessages: AppMessagesLoader = async (language) =>
  (language === 'en' ? await import('./en.json') : await import('./ar.json')).default;

/** The signed-in screens' catalogues, one file per area so areas change independently. */
export const loadMemberMessages: AppMessagesLoader = async (language) => {
  const parts =
    language === 'en'
      ? await Promise.all([
          import('./en.student.json'),
          import('./en.tutor.json'),
          import('./en.chat.json'),
          import('./en.onboarding.json'),
          import('./en.payments.json'),
          import('./en.invoices.json'),
        ])
      : await Promise.all([
          import('./ar.student.json'),
          import('./ar.tutor.json'),
          import('./ar.chat.json'),
          import('./ar.onboarding.json'),
          import('./ar.payments.json'),
          import('./ar.invoices.json'),
        ]);
  return Object.assign({}, ...parts.map((part) => part.default));
};
