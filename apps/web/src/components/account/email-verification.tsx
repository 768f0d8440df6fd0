/** Confirming the email with a 5-digit code; `change` is an optional way to change the address. */
import { useState, type ReactNode } from 'react';
import { routes, type User } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useSession } from '@darsak/client/react';
import { Alert, Badge, Button, useErrorMessage, useT, useToast } from '@darsak/ui';
import { VerifyCodeForm } from '../verify-code-form.js';

export const EmailVerification = ({ user, change }: { user: User; change?: ReactNode }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    setProblem(null);
    try {
      await client.call(routes.sendEmailCode);
      setSent(true);
    } catch (error) {
      // A code sent moments ago is still good: go straight to entering it.
      if (isApiError(error) && error.code === 'too-many-requests') setSent(true);
      else setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">{t('field.email')}</p>
          <p className="text-ink-600">
            <bdi>{user.email}</bdi>
          </p>
        </div>
        <Badge tone={user.verifiedEmail ? 'success' : 'warning'}>
          {t(user.verifiedEmail ? 'profile.emailVerified' : 'profile.emailUnverified')}
        </Badge>
      </div>
      {change}
      {problem && <Alert tone="error">{problem}</Alert>}
      {!user.verifiedEmail &&
        (sent ? (
          <VerifyCodeForm
            label={t('field.code')}
            hint={t('settings.verify.emailHint', { email: user.email })}
            submitLabel={t('settings.verify.confirm')}
            onSubmit={async (code) => {
              setUser(await client.call(routes.confirmEmail, { body: { code } }));
              toast.show({ type: 'success', title: t('register.verify.done') });
            }}
            onResend={() => client.call(routes.sendEmailCode)}
          />
        ) : (
          <Button variant="secondary" onClick={() => void send()} loading={sending}>
            {t('settings.verify.sendEmail')}
          </Button>
        ))}
    </div>
  );
};
