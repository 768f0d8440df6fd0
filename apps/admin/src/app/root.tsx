/** The admin app: a light sign-in screen, and the back-office loaded once an admin is signed in. */
import type { Language } from '@darsak/shared';
import { hasValidToken } from '@darsak/client/guest';
import { AppShell, LanguageRoot, ToastProvider, type Messages } from '@darsak/ui';
import { GuestApp } from '../guest/guest-app.js';
import { loadAdminMessages } from '../locales/load.js';

const base = '/admin';
const startsAsMember = () =>
  hasValidToken() && !window.location.pathname.startsWith(`${base}/login`);

export const Root = ({ language, messages }: { language: Language; messages: Messages }) => (
  <LanguageRoot initial={language} initialMessages={messages} loadApp={loadAdminMessages}>
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
