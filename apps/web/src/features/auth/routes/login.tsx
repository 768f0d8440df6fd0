import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { api, rules, type Session } from '@darsak/shared';
import { useApiMutation, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  PasswordField,
  TextField,
  useErrorMessage,
  useForm,
  useT,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { homePath } from '../../../app/home.js';
import { GoogleSignIn } from '../../../components/google-sign-in.js';

const schema = z.object({ email: rules.email, password: rules.requiredText() });

/** Only paths inside the app are followed after sign-in. */
const safeNext = (next: string | null) =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : null;

export default function LoginPage() {
  const t = useT();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { signIn } = useSession();
  const form = useForm(schema, { email: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const login = useApiMutation(api.signIn);

  const enter = (session: Session) => {
    signIn(session);
    void navigate(safeNext(search.get('next')) ?? homePath(session.user), { replace: true });
  };

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      enter(await login.mutateAsync({ body }));
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
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          className="text-start"
          {...form.field('email')}
        />
        <PasswordField
          label={t('field.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className="flex justify-end">
          <Link
            to={paths.forgetPassword}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" block loading={form.submitting}>
          {t('login.submit')}
        </Button>
      </form>
      <GoogleSignIn onSession={enter} onError={(error) => setProblem(errorMessage(error))} />
      <div className="mt-6 space-y-2 border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
        <p>
          {t('login.noAccount')}{' '}
          <Link
            to={paths.register('student')}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('login.registerStudent')}
          </Link>
        </p>
        <p>
          {t('login.areYouTutor')}{' '}
          <Link
            to={paths.register('tutor')}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('login.registerTutor')}
          </Link>
        </p>
      </div>
    </Card>
  );
}
