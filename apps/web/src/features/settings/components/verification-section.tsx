/** Confirming the email and the phone with 5-digit codes, and choosing how to be notified. */
import { useState } from 'react';
import { z } from 'zod/mini';
import { routes, NotificationMethod, rules, type User } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  cx,
  TextField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { VerifyCodeForm } from '../../../components/verify-code-form.js';

const phoneSchema = z.object({ phone: rules.phone });

const EmailVerification = ({ user }: { user: User }) => {
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

const PhoneVerification = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [codeSent, setCodeSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(phoneSchema, { phone: user.phone ?? '' });
  const send = form.handleSubmit(async ({ phone }) => {
    setProblem(null);
    try {
      await client.call(routes.sendPhoneCode, { body: { phone } });
      setUser({ ...user, phone, verifiedPhone: false });
      setCodeSent(true);
    } catch (error) {
      if (isApiError(error) && error.code === 'too-many-requests') setCodeSent(true);
      else if (
        isApiError(error) &&
        ['invalid-phone', 'phone-already-verified', 'unresolved-phone'].includes(error.code)
      )
        form.setFieldError('phone', error.code);
      else setProblem(errorMessage(error));
    }
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{t('field.phone')}</p>
        {user.phone && (
          <Badge tone={user.verifiedPhone ? 'success' : 'warning'}>
            {t(user.verifiedPhone ? 'profile.phoneVerified' : 'profile.phoneUnverified')}
          </Badge>
        )}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {codeSent ? (
        <VerifyCodeForm
          label={t('field.code')}
          hint={t('settings.verify.phoneHint', { phone: form.values.phone })}
          submitLabel={t('settings.verify.confirm')}
          onSubmit={async (code) => {
            setUser(await client.call(routes.verifyPhone, { body: { code } }));
            setCodeSent(false);
            toast.show({ type: 'success', title: t('settings.verify.phoneDone') });
          }}
          onResend={() => client.call(routes.sendPhoneCode, { body: {} })}
        />
      ) : (
        <form onSubmit={send} noValidate className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 flex-1">
            <TextField
              label={t('settings.verify.phoneLabel')}
              hint={t('settings.verify.phoneWhy')}
              type="tel"
              autoComplete="tel"
              dir="ltr"
              className="text-start"
              placeholder="01012345678"
              {...form.field('phone')}
            />
          </div>
          {!(user.verifiedPhone && form.values.phone === user.phone) && (
            <Button type="submit" variant="secondary" loading={form.submitting}>
              {t('settings.verify.sendPhone')}
            </Button>
          )}
        </form>
      )}
    </div>
  );
};

const NotificationChoice = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const choose = async (method: number) => {
    try {
      setUser(
        await client.call(routes.updateUser, {
          params: { id: user.id },
          body: { notificationMethod: method as 0 | 1 },
        }),
      );
      toast.show({ type: 'success', title: t('settings.saved') });
    } catch (error) {
      toast.show({ type: 'error', title: errorMessage(error) });
    }
  };
  const options = [
    { value: NotificationMethod.WhatsApp, disabled: !user.verifiedPhone },
    { value: NotificationMethod.None, disabled: false },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('settings.notifications.title')}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cx(
            'flex items-start gap-3 rounded-xl border p-3',
            user.notificationMethod === option.value
              ? 'border-brand-600 bg-brand-50'
              : 'border-ink-200',
            option.disabled ? 'opacity-60' : 'cursor-pointer',
          )}
        >
          <input
            type="radio"
            name="notificationMethod"
            className="mt-1.5 accent-brand-700"
            checked={user.notificationMethod === option.value}
            disabled={option.disabled}
            onChange={() => void choose(option.value)}
          />
          <span>
            <span className="block font-semibold">
              {t(`settings.notifications.${option.value}`)}
            </span>
            <span className="block text-sm text-ink-600">
              {option.disabled
                ? t('settings.notifications.needsPhone')
                : t(`settings.notifications.${option.value}.description`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
};

export const VerificationSection = ({ user }: { user: User }) => {
  const t = useT();
  return (
    <Card>
      <h2 id="verification" className="mb-4 scroll-mt-24 text-xl font-bold">
        {t('settings.verify.title')}
      </h2>
      <div className="space-y-6 divide-y divide-ink-100 [&>*:not(:first-child)]:pt-6">
        <EmailVerification user={user} />
        <PhoneVerification user={user} />
        <NotificationChoice user={user} />
      </div>
    </Card>
  );
};
