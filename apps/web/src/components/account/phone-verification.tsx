/** Confirming the phone with a 5-digit code sent on WhatsApp; the number can be changed first. */
import { useState } from 'react';
import { z } from 'zod/mini';
import {
  normalisePhone,
  routes,
  rules,
  STORAGE_KEYS,
  VERIFICATION_CODE_TTL_MINUTES,
  type User,
} from '@darsak/shared';
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

type SentCode = { phone: string; at: number };

/**
 * Whether a code sent to this number is still good: kept for the tab, so a reload of the step
 * shows the code field again instead of asking to send another (docs/product/accounts.md#phone-verification).
 */
const codeStillGood = (phone: string | null): boolean => {
  try {
    const sent = JSON.parse(
      sessionStorage.getItem(STORAGE_KEYS.phoneCode) ?? 'null',
    ) as SentCode | null;
    return (
      sent !== null &&
      phone !== null &&
      sent.phone === phone &&
      Date.now() - sent.at < VERIFICATION_CODE_TTL_MINUTES * 60_000
    );
  } catch {
    return false;
  }
};

const rememberCode = (phone: string | null) => {
  try {
    if (phone)
      sessionStorage.setItem(STORAGE_KEYS.phoneCode, JSON.stringify({ phone, at: Date.now() }));
    else sessionStorage.removeItem(STORAGE_KEYS.phoneCode);
  } catch {
    // Storage refused (private mode): the field is simply not kept across a reload.
  }
};

export const PhoneVerification = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [codeSent, setCodeSentNow] = useState(
    () => !user.verifiedPhone && codeStillGood(user.phone),
  );
  const setCodeSent = (sent: boolean, phone: string | null = user.phone) => {
    rememberCode(sent ? phone : null);
    setCodeSentNow(sent);
  };
  const [problem, setProblem] = useState<string | null>(null);
  const phoneText = usePhoneText();
  const form = useForm(phoneSchema, { phone: user.phone ?? '' });
  const send = form.handleSubmit(async ({ phone }) => {
    setProblem(null);
    try {
      await client.call(routes.sendPhoneCode, { body: { phone } });
      setUser({ ...user, phone, verifiedPhone: false });
      setCodeSent(true, phone);
    } catch (error) {
      // A code went out a moment ago (another tab, before a reload): that one is still good.
      if (isApiError(error) && error.code === 'too-many-requests') {
        setCodeSent(true, phone);
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
