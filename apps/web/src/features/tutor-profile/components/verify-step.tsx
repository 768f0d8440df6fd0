/**
 * Confirming email and phone: a tutor needs both before students can book
 * (docs/product/tutors.md#listing-rule).
 */
import type { ReactNode } from 'react';
import type { User } from '@darsak/shared';
import { Alert, Button, useT } from '@darsak/ui';
import { EmailVerification } from '../../../components/account/email-verification.js';
import { PhoneVerification } from '../../../components/account/phone-verification.js';

export const VerifyStep = ({
  user,
  onDone,
  back,
}: {
  user: User;
  onDone: () => void;
  back: ReactNode;
}) => {
  const t = useT();
  const both = user.verifiedEmail && user.verifiedPhone;
  return (
    <div className="space-y-6">
      <Alert tone={both ? 'success' : 'info'}>
        {t(both ? 'tutor.verify.allDone' : 'tutor.verify.why')}
      </Alert>
      <div className="space-y-6 divide-y divide-ink-100 [&>*:not(:first-child)]:pt-6">
        <EmailVerification user={user} />
        <PhoneVerification user={user} />
      </div>
      <div className="flex flex-wrap justify-between gap-2">
        {back}
        <Button variant={both ? 'primary' : 'secondary'} onClick={onDone}>
          {t(both ? 'tutor.complete.finish' : 'tutor.verify.later')}
        </Button>
      </div>
    </div>
  );
};
