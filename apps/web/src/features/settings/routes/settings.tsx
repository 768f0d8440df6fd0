/** Student settings: profile, learning, verification and notifications, password, language. */
import { Role } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { PageHeader, useT } from '@darsak/ui';
import { useScrollToHash } from '../../../components/use-scroll-to-hash.js';
import { LanguageSection } from '../../../components/account/language-section.js';
import { PasswordSection } from '../../../components/account/password-section.js';
import { SessionsSection } from '../../../components/account/sessions-section.js';
import { SupportSection } from '../../../components/account/support-section.js';
import { VerificationSection } from '../../../components/account/verification-section.js';
import { LearningSection } from '../components/learning-section.js';
import { ProfileSection } from '../components/profile-section.js';

export default function SettingsPage() {
  const t = useT();
  const { user } = useSession();
  useScrollToHash();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      <ProfileSection user={user} />
      {user.role === Role.Student && <LearningSection user={user} />}
      <VerificationSection user={user} />
      <PasswordSection user={user} />
      <SessionsSection />
      <LanguageSection user={user} />
      <SupportSection />
    </div>
  );
}
