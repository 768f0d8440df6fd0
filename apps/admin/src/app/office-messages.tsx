/**
 * The back-office catalogue, merged over the sign-in catalogue once an admin is signed in, so the
 * first screen stays light however many screens the back-office grows (docs/decisions/003).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '@darsak/shared';
import { I18nProvider, PageSpinner, readLanguage, useI18n, type Messages } from '@darsak/ui';
import { loadOfficeMessages } from '../locales/load.js';

const loads = new Map<Language, Promise<Messages>>();
const load = (language: Language) => {
  let messages = loads.get(language);
  if (!messages) {
    messages = loadOfficeMessages(language);
    loads.set(language, messages);
  }
  return messages;
};
// Start with this module rather than after its first render.
void load(readLanguage());

export const OfficeMessages = ({ children }: { children: ReactNode }) => {
  const i18n = useI18n();
  const [office, setOffice] = useState<Messages | null>(null);
  useEffect(() => {
    let current = true;
    void load(i18n.language).then((messages) => current && setOffice(messages));
    return () => {
      current = false;
    };
  }, [i18n.language]);
  // Until a new language's catalogue arrives, the previous one fills the gaps for a moment.
  const messages = useMemo(
    () => (office ? { ...i18n.messages, ...office } : null),
    [i18n.messages, office],
  );
  if (!messages) return <PageSpinner label={i18n.messages['ui.loading'] ?? ''} />;
  return (
    <I18nProvider language={i18n.language} messages={messages} setLanguage={i18n.setLanguage}>
      {children}
    </I18nProvider>
  );
};
