/** Student settings: profile, learning, verification and notifications, password, language. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routes, Role } from '@darsak/shared';
import { useApiMutation, useSession } from '@darsak/client/react';
import { Card, DownloadLogButton, LanguageSwitch, PageHeader, useT } from '@darsak/ui';
import { LearningSection } from '../components/learning-section.js';
import { PasswordSection } from '../components/password-section.js';
import { ProfileSection } from '../components/profile-section.js';
import { VerificationSection } from '../components/verification-section.js';

export default function SettingsPage() {
  const t = useT();
  const { user } = useSession();
  const { hash } = useLocation();
  const saveLanguage = useApiMutation(routes.updateUser);
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      <ProfileSection user={user} />
      {user.role === Role.Student && <LearningSection user={user} />}
      <VerificationSection user={user} />
      <PasswordSection user={user} />
      <Card>
        <h2 className="mb-2 text-xl font-bold">{t('settings.language.title')}</h2>
        <p className="mb-3 text-ink-600">{t('settings.language.text')}</p>
        <LanguageSwitch
          className="ring-1 ring-brand-200"
          onChange={(language) =>
            saveLanguage.mutate({ params: { id: user.id }, body: { language } })
          }
        />
      </Card>
      <Card>
        <h2 className="mb-2 text-xl font-bold">{t('settings.support.title')}</h2>
        <p className="mb-3 text-ink-600">{t('settings.support.text')}</p>
        <DownloadLogButton />
      </Card>
    </div>
  );
}
