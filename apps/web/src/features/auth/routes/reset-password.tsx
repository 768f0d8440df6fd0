import { useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, VERIFICATION_RESEND_COOLDOWN_SECONDS } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useGuestSession } from '@darsak/client/guest';
import {
  Alert,
  Button,
  Card,
  CodeField,
  EmailField,
  GuestLink,
  NewPasswordFields,
  useErrorMessage,
  useForm,
  useFormat,
  useGuestLocation,
  useShell,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { useResend } from '../../../components/verify-code-form.js';

const schema = z
  .object({
    email: rules.email,
    code: rules.confirmationCode,
    password: rules.password,
    confirmPassword: rules.text(),
  })
  .check(rules.passwordsMatch);

export default function ResetPasswordPage() {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const shell = useShell();
  const { search } = useGuestLocation();
  const { client, signIn } = useGuestSession();
  const [email] = useState(() => search.get('email') ?? '');
  const form = useForm(schema, { email, code: '', password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const { cooldown, resending, resend } = useResend(
    email ? VERIFICATION_RESEND_COOLDOWN_SECONDS : 0,
    setProblem,
  );

  const submit = form.handleSubmit(async ({ email: address, code, password }) => {
    setProblem(null);
    try {
      signIn(await client.call(routes.resetPassword, { body: { email: address, code, password } }));
      toast.show({ type: 'success', title: t('reset.done') });
      shell.enter(paths.home);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid-verification-code')
        form.setFieldError('code', error.code);
      else setProblem(errorMessage(error));
    }
  });

  const sendAgain = async () => {
    const address = rules.email.safeParse(form.values.email);
    if (!address.success) return form.setFieldError('email', 'invalid-email');
    const sent = await resend(() =>
      client.call(routes.sendPasswordCode, { body: { email: address.data } }),
    );
    if (sent) toast.show({ type: 'info', title: t('verify.resent') });
  };

  return (
    <Card>
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      <p className="mt-1 text-ink-600">{t('reset.subtitle')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <EmailField {...form.field('email')} />
        <CodeField label={t('field.code')} hint={t('reset.codeHint')} {...form.field('code')} />
        <NewPasswordFields form={form} hint={t('register.passwordHint')} />
        <Button type="submit" block loading={form.submitting}>
          {t('reset.submit')}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        {cooldown > 0 ? (
          <span className="text-ink-600">
            {t('verify.resendIn', { seconds: format.number(cooldown) })}
          </span>
        ) : (
          <Button variant="ghost" onClick={() => void sendAgain()} loading={resending}>
            {t('verify.resend')}
          </Button>
        )}
        <GuestLink to={paths.login} className="font-semibold text-brand-800 hover:underline">
          {t('forget.back')}
        </GuestLink>
      </div>
    </Card>
  );
}
