/** The interface language of an app: Arabic by default, English selectable and remembered. */
import { useCallback, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, type Language } from '@darsak/shared';
import { dirOf, I18nProvider, type Messages } from '../i18n/provider.js';

/** Loads an app's catalogue for a language; the shared UI catalogue is merged under it. */
export type AppMessagesLoader = (language: Language) => Promise<Messages>;

export const readLanguage = (): Language => {
  try {
    return localStorage.getItem(STORAGE_KEYS.language) === 'en' ? 'en' : 'ar';
  } catch {
    return 'ar';
  }
};

const loadAll = async (language: Language, loadApp: AppMessagesLoader): Promise<Messages> => {
  const [ui, app] = await Promise.all([
    language === 'en' ? import('../locales/en.json') : import('../locales/ar.json'),
    loadApp(language),
  ]);
  return { ...ui.default, ...app };
};

const applyToDocument = (language: Language) => {
  document.documentElement.lang = language;
  document.documentElement.dir = dirOf(language);
};

/** Reads the stored language, sets the page direction and loads the messages before the first render. */
export const startLanguage = async (loadApp: AppMessagesLoader) => {
  const language = readLanguage();
  applyToDocument(language);
  return { language, messages: await loadAll(language, loadApp) };
};

export const LanguageRoot = ({
  initial,
  initialMessages,
  loadApp,
  children,
}: {
  initial: Language;
  initialMessages: Messages;
  loadApp: AppMessagesLoader;
  children: ReactNode;
}) => {
  const [state, setState] = useState({ language: initial, messages: initialMessages });
  const setLanguage = useCallback(
    (language: Language) => {
      localStorage.setItem(STORAGE_KEYS.language, language);
      void loadAll(language, loadApp).then((messages) => {
        applyToDocument(language);
        setState({ language, messages });
      });
    },
    [loadApp],
  );
  return (
    <I18nProvider language={state.language} messages={state.messages} setLanguage={setLanguage}>
      {children}
    </I18nProvider>
  );
};
