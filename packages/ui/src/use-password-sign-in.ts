import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, type Session } from '@darsak/shared';
import { hasValidToken, useGuestSession } from '@darsak/client/guest';
import { useForm } from './form.js';
import { useErrorMessage } from './i18n/errors.js';
import { useShell } from './shell/app-shell.js';

const schema = z.object({ email: rules.email, password: rules.requiredText() });

/**
 * Signing in with email and password on a guest screen, then entering the app at `next`. Someone
 * already signed in has nothing to do there and goes straight on.
 */
export const usePasswordSignIn = (next: string) => {
  const errorMessage = useErrorMessage();
  const shell = useShell();
  const { client, signIn } = useGuestSession();
  const form = useForm(schema, { email: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (hasValidToken()) shell.enter(next);
  }, [shell, next]);

  // An answer about what was sent goes once what was sent changes: a wrong password's message
  // stood beside the next attempt's own field errors.
  const { email, password } = form.values;
  useEffect(() => setProblem(null), [email, password]);

  /** Stores the session and enters the app (also for other ways of signing in, such as Google). */
  const enter = (session: Session) => {
    signIn(session);
    shell.enter(next);
  };

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      enter(await client.call(routes.signIn, { body }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  return { form, problem, setProblem, submit, enter };
};
