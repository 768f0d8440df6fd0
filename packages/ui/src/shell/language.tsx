/** The interface language of an app: Arabic by default, English selectable and remembered. */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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

/** The page's language and direction, and the tab's name in that language. */
const applyToDocument = (language: Language, messages?: Messages) => {
  document.documentElement.lang = language;
  document.documentElement.dir = dirOf(language);
  const name = messages?.['app.name'];
  if (name) document.title = name;
};

/** Reads the stored language, sets the page direction and loads the messages before the first render. */
export const startLanguage = async (loadApp: AppMessagesLoader) => {
  const language = readLanguage();
  applyToDocument(language);
  const messages = await loadAll(language, loadApp);
  applyToDocument(language, messages);
  return { language, messages };
};

type Extend = (loader: AppMessagesLoader) => Promise<void>;
const ExtendContext = createContext<Extend | null>(null);

/**
 * Adds catalogues a part of the app needs (e.g. the signed-in screens) to the messages; answers true
 * once they are in. The sign-in screen stays light because it never loads them.
 */
export const useCatalogue = (loader: AppMessagesLoader): boolean => {
  const extend = useContext(ExtendContext);
  if (!extend) throw new Error('useCatalogue must be used inside <LanguageRoot>');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void extend(loader).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [extend, loader]);
  return ready;
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
  const extra = useRef(new Set<AppMessagesLoader>());
  const current = useRef(initial);
  current.current = state.language;

  const loadWithExtras = useCallback(
    async (language: Language) => {
      const [base, ...more] = await Promise.all([
        loadAll(language, loadApp),
        ...[...extra.current].map((load) => load(language)),
      ]);
      return Object.assign({}, base, ...more) as Messages;
    },
    [loadApp],
  );
  const setLanguage = useCallback(
    (language: Language) => {
      localStorage.setItem(STORAGE_KEYS.language, language);
      void loadWithExtras(language).then((messages) => {
        applyToDocument(language, messages);
        setState({ language, messages });
      });
    },
    [loadWithExtras],
  );
  const extend = useCallback<Extend>(async (loader) => {
    if (extra.current.has(loader)) return;
    extra.current.add(loader);
    const added = await loader(current.current);
    setState((previous) => ({ ...previous, messages: { ...previous.messages, ...added } }));
  }, []);
  return (
    <ExtendContext.Provider value={extend}>
      <I18nProvider language={state.language} messages={state.messages} setLanguage={setLanguage}>
        {children}
      </I18nProvider>
    </ExtendContext.Provider>
  );
};
