import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { api, rules } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  CodeField,
  PasswordField,
  TextField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { homePath } from '../../../app/home.js';
import { useCountdown } from '../../../components/verify-code-form.js';

const schema = z
  .object({
    email: rules.email,
    code: rules.confirmationCode,
    password: rules.password,
    confirmPassword: rules.text(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'password-mismatch',
    path: ['confirmPassword'],
  });

export default function ResetPasswordPage() {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { signIn } = useSession();
  const form = useForm(schema, {
    email: search.get('email') ?? '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useApiMutation(api.resetPassword);
  const resend = useApiMutation(api.sendPasswordCode);
  const [cooldown, setCooldown] = useCountdown(search.get('email') ? 60 : 0);

  const submit = form.handleSubmit(async ({ email, code, password }) => {
    setProblem(null);
    try {
      const session = await reset.mutateAsync({ body: { email, code, password } });
      signIn(session);
      toast.show({ type: 'success', title: t('reset.done') });
      void navigate(homePath(session.user), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid-verification-code')
        form.setFieldError('code', error.code);
      else setProblem(errorMessage(error));
    }
  });

  const sendAgain = async () => {
    const email = rules.email.safeParse(form.values.email);
    if (!email.success) return form.setFieldError('email', 'invalid-email');
    try {
      const answer = await resend.mutateAsync({ body: { email: email.data } });
      setCooldown(answer.resendAfterSeconds);
      toast.show({ type: 'info', title: t('verify.resent') });
    } catch (error) {
      const wait = isApiError(error) ? Number(error.details.retryAfterSeconds) : NaN;
      if (Number.isFinite(wait)) setCooldown(wait);
      else setProblem(errorMessage(error));
    }
  };

  return (
    <Card>
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      <p className="mt-1 text-ink-600">{t('reset.subtitle')}</p>
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
        <CodeField label={t('field.code')} hint={t('reset.codeHint')} {...form.field('code')} />
        <PasswordField
          label={t('field.newPassword')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          label={t('field.confirmPassword')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" block loading={form.submitting}>
          {t('reset.submit')}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        {cooldown > 0 ? (
          <span className="text-ink-600">{t('verify.resendIn', { seconds: cooldown })}</span>
        ) : (
          <Button variant="ghost" onClick={() => void sendAgain()} loading={resend.isPending}>
            {t('verify.resend')}
          </Button>
        )}
        <Link to={paths.login} className="font-semibold text-brand-800 hover:underline">
          {t('forget.back')}
        </Link>
      </div>
    </Card>
  );
}
