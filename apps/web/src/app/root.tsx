/** The web app: the light guest part for signed-out screens, the signed-in part loaded on demand. */
import type { Language } from '@darsak/shared';
import { hasValidToken } from '@darsak/client/guest';
import { AppShell, LanguageRoot, ToastProvider, type Messages } from '@darsak/ui';
import { isGuestPath } from '../config/paths.js';
import { GuestApp } from '../guest/guest-app.js';
import { loadWebMessages } from '../locales/load.js';

const base = '/app';
const startsAsMember = () =>
  hasValidToken() && !isGuestPath(window.location.pathname.slice(base.length) || '/');

export const Root = ({ language, messages }: { language: Language; messages: Messages }) => (
  <LanguageRoot initial={language} initialMessages={messages} loadApp={loadWebMessages}>
    <ToastProvider>
      <AppShell
        base={base}
        startsAsMember={startsAsMember()}
        Guest={GuestApp}
        loadMember={() => import('./member.js')}
      />
    </ToastProvider>
  </LanguageRoot>
);
