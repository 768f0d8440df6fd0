/** The tutor's account: email and phone with their confirmation, notifications, password, language. */
import { useSession } from '@darsak/client/react';
import { Alert, PageHeader, useT } from '@darsak/ui';
import { useScrollToHash } from '../../../components/use-scroll-to-hash.js';
import { LanguageSection } from '../../../components/account/language-section.js';
import { PasswordSection } from '../../../components/account/password-section.js';
import { SessionsSection } from '../../../components/account/sessions-section.js';
import { SupportSection } from '../../../components/account/support-section.js';
import { VerificationSection } from '../../../components/account/verification-section.js';
import { EmailChange } from '../components/email-change.js';

export default function TutorAccountSettingsPage() {
  const t = useT();
  const { user } = useSession();
  useScrollToHash();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('tutor.account.title')} description={t('tutor.account.subtitle')} />
      {!(user.verifiedEmail && user.verifiedPhone) && (
        <Alert tone="warning">{t('tutor.verify.why')}</Alert>
      )}
      <VerificationSection user={user} emailChange={<EmailChange user={user} />} />
      <PasswordSection user={user} />
      <SessionsSection />
      <LanguageSection user={user} />
      <SupportSection />
    </div>
  );
}
