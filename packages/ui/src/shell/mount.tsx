/** Starts an app: records errors for the support log, loads the language, renders into #root. */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { captureGlobalErrors, logger } from '@darsak/client';
import type { Language } from '@darsak/shared';
import type { Messages } from '../i18n/provider.js';
import { startLanguage, type AppMessagesLoader } from './language.js';

declare global {
  // Global augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** Set by the page's boot script when the browser lacks what the app needs. */
    __darsakUnsupported?: boolean;
  }
}

export const mountApp = async (
  name: string,
  loadApp: AppMessagesLoader,
  App: ComponentType<{ language: Language; messages: Messages }>,
): Promise<void> => {
  if (window.__darsakUnsupported) return;
  captureGlobalErrors(window);
  logger.info(`${name} starting`, navigator.userAgent);
  const { language, messages } = await startLanguage(loadApp);
  createRoot(document.getElementById('root')!).render(
    <App language={language} messages={messages} />,
  );
};
