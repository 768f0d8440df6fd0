/**
 * "Sign in with Google", shown only when the server has a Google client id. Google's script loads
 * only then, so the page stays light where Google sign-in is off.
 */
import { useEffect, useRef } from 'react';
import { api, type Session } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import { useI18n } from '@darsak/ui';

type GoogleId = {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (answer: { credential: string }) => void;
      }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
};

let script: Promise<GoogleId> | undefined;
const loadGoogle = () =>
  (script ??= new Promise<GoogleId>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = 'https://accounts.google.com/gsi/client';
    element.async = true;
    element.onload = () => resolve((window as unknown as { google: GoogleId }).google);
    element.onerror = () => reject(new Error('Google sign-in could not load'));
    document.head.append(element);
  }));

export const GoogleSignIn = ({
  role,
  onSession,
  onError,
}: {
  role?: 3 | 4;
  onSession: (s: Session) => void;
  onError: (e: unknown) => void;
}) => {
  const config = useApiQuery(api.config, undefined, { staleTime: Infinity });
  const signIn = useApiMutation(api.signInWithGoogle);
  const holder = useRef<HTMLDivElement>(null);
  const { language } = useI18n();
  const clientId = config.data?.googleClientId;
  const latest = useRef({ onSession, onError, role });
  latest.current = { onSession, onError, role };

  useEffect(() => {
    if (!clientId || !holder.current) return;
    const element = holder.current;
    loadGoogle()
      .then((google) => {
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            signIn
              .mutateAsync({ body: { idToken: credential, role: latest.current.role } })
              .then(latest.current.onSession, latest.current.onError),
        });
        google.accounts.id.renderButton(element, {
          theme: 'outline',
          size: 'large',
          width: 320,
          locale: language,
        });
      })
      .catch(latest.current.onError);
    // The mutation object changes every render; the button is set up once per client id and language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, language]);

  if (!clientId) return null;
  return <div ref={holder} className="mt-4 flex justify-center" />;
};
