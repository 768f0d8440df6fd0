import { useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules } from '@darsak/shared';
import { useGuestSession } from '@darsak/client/guest';
import {
  Alert,
  Button,
  Card,
  EmailField,
  GuestLink,
  useErrorMessage,
  useForm,
  useShell,
  useT,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';

const schema = z.object({ email: rules.email });

export default function ForgetPasswordPage() {
  const t = useT();
  const errorMessage = useErrorMessage();
  const shell = useShell();
  const { client } = useGuestSession();
  const form = useForm(schema, { email: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await client.call(routes.sendPasswordCode, { body });
      shell.navigate(paths.resetPassword(body.email));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  return (
    <Card>
      <h1 className="text-2xl font-bold">{t('forget.title')}</h1>
      <p className="mt-1 text-ink-600">{t('forget.subtitle')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <EmailField autoFocus {...form.field('email')} />
        <Button type="submit" block loading={form.submitting}>
          {t('forget.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <GuestLink to={paths.login} className="font-semibold text-brand-800 hover:underline">
          {t('forget.back')}
        </GuestLink>
      </p>
    </Card>
  );
}
