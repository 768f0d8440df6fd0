import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, type Session } from '@darsak/shared';
import { hasValidToken, useGuestSession } from '@darsak/client/guest';
import {
  Alert,
  Button,
  Card,
  EmailField,
  GuestLink,
  PasswordField,
  useErrorMessage,
  useForm,
  useGuestLocation,
  useShell,
  useT,
} from '@darsak/ui';
import { paths, safeNext } from '../../../config/paths.js';
import { GoogleSignIn } from '../../../components/google-sign-in.js';

const schema = z.object({ email: rules.email, password: rules.requiredText() });

export default function LoginPage() {
  const t = useT();
  const errorMessage = useErrorMessage();
  const shell = useShell();
  const { search } = useGuestLocation();
  const { client, signIn } = useGuestSession();
  const form = useForm(schema, { email: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const next = safeNext(search.get('next')) ?? paths.home;

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (hasValidToken()) shell.enter(next);
  }, [shell, next]);

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

  return (
    <Card>
      <h1 className="text-2xl font-bold">{t('login.title')}</h1>
      <p className="mt-1 text-ink-600">{t('login.subtitle')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <EmailField {...form.field('email')} />
        <PasswordField
          label={t('field.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className="flex justify-end">
          <GuestLink
            to={paths.forgetPassword}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('login.forgot')}
          </GuestLink>
        </div>
        <Button type="submit" block loading={form.submitting}>
          {t('login.submit')}
        </Button>
      </form>
      <GoogleSignIn onSession={enter} onError={(error) => setProblem(errorMessage(error))} />
      <div className="mt-6 space-y-2 border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
        <p>
          {t('login.noAccount')}{' '}
          <GuestLink
            to={paths.register('student')}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('login.registerStudent')}
          </GuestLink>
        </p>
        <p>
          {t('login.areYouTutor')}{' '}
          <GuestLink
            to={paths.register('tutor')}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('login.registerTutor')}
          </GuestLink>
        </p>
      </div>
    </Card>
  );
}
