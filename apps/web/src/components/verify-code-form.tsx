/** Enter a 5-digit code; resend once the cooldown has passed. Used for email and phone. */
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { rules, VERIFICATION_RESEND_COOLDOWN_SECONDS } from '@darsak/shared';
import { errorDetailsOf, isApiError } from '@darsak/client';
import { Alert, Button, CodeField, useErrorMessage, useForm, useFormat, useT } from '@darsak/ui';

const schema = z.object({ code: rules.confirmationCode });

const useCountdown = (initial: number) => {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
};

/**
 * Asking for a new code: the cooldown the server answers with starts a countdown, and so does
 * being told to wait (retryAfterSeconds). Any other failure is handed to `onProblem`.
 */
export const useResend = (initialCooldown: number, onProblem: (message: string) => void) => {
  const errorMessage = useErrorMessage();
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useCountdown(initialCooldown);
  /** True once a new code is on its way. */
  const resend = async (send: () => Promise<{ resendAfterSeconds: number }>) => {
    setResending(true);
    try {
      const answer = await send();
      setCooldown(answer.resendAfterSeconds);
      return true;
    } catch (error) {
      const wait = errorDetailsOf('too-many-requests', error)?.retryAfterSeconds;
      if (wait !== undefined) setCooldown(wait);
      else onProblem(errorMessage(error));
      return false;
    } finally {
      setResending(false);
    }
  };
  return { cooldown, resending, resend };
};

export const VerifyCodeForm = ({
  label,
  hint,
  submitLabel,
  onSubmit,
  onResend,
  initialCooldown = VERIFICATION_RESEND_COOLDOWN_SECONDS,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<{ resendAfterSeconds: number }>;
  initialCooldown?: number;
}) => {
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const form = useForm(schema, { code: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { cooldown, resending, resend: sendCode } = useResend(initialCooldown, setProblem);

  const submit = form.handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await onSubmit(code);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid-verification-code')
        form.setFieldError('code', error.code);
      else setProblem(errorMessage(error));
    }
  });

  const resend = async () => {
    setProblem(null);
    if (await sendCode(onResend)) setNotice(t('verify.resent'));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      {notice && !problem && <Alert tone="success">{notice}</Alert>}
      <CodeField label={label} hint={hint} autoFocus {...form.field('code')} />
      <Button type="submit" block loading={form.submitting}>
        {submitLabel}
      </Button>
      <p className="text-center text-sm text-ink-600">
        {cooldown > 0 ? (
          t('verify.resendIn', { seconds: format.number(cooldown) })
        ) : (
          <Button variant="ghost" onClick={() => void resend()} loading={resending}>
            {t('verify.resend')}
          </Button>
        )}
      </p>
    </form>
  );
};
