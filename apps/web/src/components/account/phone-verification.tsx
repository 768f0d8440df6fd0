/** Confirming the phone with a 5-digit code sent on WhatsApp; the number can be changed first. */
import { useState } from 'react';
import { z } from 'zod/mini';
import { normalisePhone, routes, rules, type User } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Badge,
  Button,
  ltrIsolate,
  PhoneField,
  useErrorMessage,
  useForm,
  usePhoneText,
  useT,
  useToast,
} from '@darsak/ui';
import { VerifyCodeForm } from '../verify-code-form.js';

const phoneSchema = z.object({ phone: rules.phone });

export const PhoneVerification = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [codeSent, setCodeSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const phoneText = usePhoneText();
  const form = useForm(phoneSchema, { phone: user.phone ?? '' });
  const send = form.handleSubmit(async ({ phone }) => {
    setProblem(null);
    try {
      await client.call(routes.sendPhoneCode, { body: { phone } });
      setUser({ ...user, phone, verifiedPhone: false });
      setCodeSent(true);
    } catch (error) {
      // A code went out a moment ago (another tab, before a reload): that one is still good.
      if (isApiError(error) && error.code === 'too-many-requests') {
        setCodeSent(true);
        toast.show({ type: 'info', title: t('settings.verify.codeAlreadySent') });
      } else if (
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
          hint={t('settings.verify.phoneHint', {
            phone: ltrIsolate(phoneText(form.values.phone)),
          })}
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
            <PhoneField
              label={t('settings.verify.phoneLabel')}
              hint={t('settings.verify.phoneWhy')}
              {...form.field('phone')}
            />
          </div>
          {/* Typed as «010…», kept as «+2010…»: the same number once confirmed needs no code. */}
          {!(user.verifiedPhone && normalisePhone(form.values.phone) === user.phone) && (
            <Button type="submit" variant="secondary" loading={form.submitting}>
              {t('settings.verify.sendPhone')}
            </Button>
          )}
        </form>
      )}
    </div>
  );
};
