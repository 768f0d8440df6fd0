/**
 * "Sign in with Google", shown only when the server has a Google client id. Google's script loads
 * only then, so the page stays light where Google sign-in is off.
 */
import { useEffect, useRef, useState } from 'react';
import { routes, type Session } from '@darsak/shared';
import { useGuestSession } from '@darsak/client/guest';
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
  onSession: (session: Session) => void;
  onError: (error: unknown) => void;
}) => {
  const { client } = useGuestSession();
  const holder = useRef<HTMLDivElement>(null);
  const { language } = useI18n();
  const [clientId, setClientId] = useState<string | null>(null);
  const latest = useRef({ onSession, onError, role });
  latest.current = { onSession, onError, role };

  useEffect(() => {
    const controller = new AbortController();
    client
      .call(routes.config, undefined, { signal: controller.signal })
      .then((config) => setClientId(config.googleClientId))
      .catch(() => undefined);
    return () => controller.abort();
  }, [client]);

  useEffect(() => {
    if (!clientId || !holder.current) return;
    const element = holder.current;
    loadGoogle()
      .then((google) => {
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            client
              .call(routes.signInWithGoogle, {
                body: { idToken: credential, role: latest.current.role },
              })
              .then(latest.current.onSession, latest.current.onError),
        });
        google.accounts.id.renderButton(element, {
          theme: 'outline',
          size: 'large',
          width: 320,
          locale: language,
        });
      })
      .catch((error: unknown) => latest.current.onError(error));
  }, [client, clientId, language]);

  if (!clientId) return null;
  return <div ref={holder} className="mt-4 flex justify-center" />;
};
