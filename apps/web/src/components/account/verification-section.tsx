/** Confirming the email and the phone with 5-digit codes, and choosing how to be notified. */
import type { ReactNode } from 'react';
import type { User } from '@darsak/shared';
import { Card, useT } from '@darsak/ui';
import { EmailVerification } from './email-verification.js';
import { NotificationChoice } from './notification-choice.js';
import { PhoneVerification } from './phone-verification.js';

export const VerificationSection = ({
  user,
  emailChange,
}: {
  user: User;
  emailChange?: ReactNode;
}) => {
  const t = useT();
  return (
    <Card>
      <h2 id="verification" className="mb-4 scroll-mt-24 text-xl font-bold">
        {t('settings.verify.title')}
      </h2>
      <div className="space-y-6 divide-y divide-ink-100 [&>*:not(:first-child)]:pt-6">
        <EmailVerification user={user} change={emailChange} />
        <PhoneVerification user={user} />
        <NotificationChoice user={user} />
      </div>
    </Card>
  );
};
