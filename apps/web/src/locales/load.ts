import type { AppMessagesLoader } from '@darsak/ui';

/** The web catalogue per language, kept in one file per area so areas change independently. */
export const loadWebMessages: AppMessagesLoader = async (language) => {
  const parts =
    language === 'en'
      ? await Promise.all([
          import('./en.json'),
          import('./en.student.json'),
          import('./en.tutor.json'),
        ])
      : await Promise.all([
          import('./ar.json'),
          import('./ar.student.json'),
          import('./ar.tutor.json'),
        ]);
  return Object.assign({}, ...parts.map((part) => part.default));
};
