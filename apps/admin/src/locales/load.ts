import type { AppMessagesLoader } from '@darsak/ui';

export const loadAdminMessages: AppMessagesLoader = async (language) =>
  (language === 'en' ? await import('./en.json') : await import('./ar.json')).default;
