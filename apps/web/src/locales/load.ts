import type { AppMessagesLoader } from '@darsak/ui';

export const loadWebMessages: AppMessagesLoader = async (language) =>
  (language === 'en' ? await import('./en.json') : await import('./ar.json')).default;
