/** Who the tutor is: contact details and their confirmation, the profile students read, topics. */
import { findGovernorate, genderSelect, type TutorProfile, type User } from '@darsak/shared';
import { Avatar, Badge, Card, Spinner, useFormat, useI18n, usePhoneText, useT } from '@darsak/ui';

const Section = ({ title, text }: { title: string; text: string | null }) => {
  const t = useT();
  return (
    <div>
      <h3 className="text-sm text-ink-500">{title}</h3>
      <p className="whitespace-pre-line text-ink-800">{text || t('tutor.profile.empty')}</p>
    </div>
  );
};

export const ProfileSummary = ({
  user,
  profile,
  profilePending,
}: {
  user: User;
  profile: TutorProfile | undefined;
  profilePending: boolean;
}) => {
  const t = useT();
  const format = useFormat();
  const phoneText = usePhoneText();
  const { language } = useI18n();
  const city = findGovernorate(user.city);
  const gender = genderSelect(user.gender);
  const facts = [
    t('tutor.profile.joined', { date: format.date(user.createdAt), gender }),
    city ? city[language] : null,
    user.gender ? t(`gender.${user.gender}`) : null,
  ].filter(Boolean);
  return (
    <Card className="space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={user.name} image={user.image} size="lg" />
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-ink-700">
            <bdi>{user.email}</bdi>
            {user.phone && (
              <>
                {t('ui.sep')}
                <bdi dir="ltr">{phoneText(user.phone)}</bdi>
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge tone={user.verifiedEmail ? 'success' : 'warning'}>
              {t(
                user.verifiedEmail
                  ? 'tutor.profile.emailVerified'
                  : 'tutor.profile.emailUnverified',
              )}
            </Badge>
            <Badge tone={user.verifiedPhone ? 'success' : 'warning'}>
              {t(
                user.verifiedPhone
                  ? 'tutor.profile.phoneVerified'
                  : 'tutor.profile.phoneUnverified',
              )}
            </Badge>
            <Badge tone={user.online ? 'success' : 'neutral'}>
              {t(user.online ? 'tutor.profile.online' : 'tutor.profile.offline', { gender })}
            </Badge>
          </div>
          <p className="text-sm text-ink-500">{facts.join(t('ui.sep'))}</p>
        </div>
      </div>
      {profilePending ? (
        <div className="flex justify-center py-4">
          <Spinner label={t('ui.loading')} />
        </div>
      ) : (
        profile && (
          <div className="space-y-4 border-t border-ink-100 pt-4">
            <Section title={t('tutor.profile.bio')} text={profile.bio} />
            <details className="group">
              <summary className="cursor-pointer text-sm text-ink-500 hover:text-ink-800">
                {t('tutor.profile.about')}
              </summary>
              <p className="mt-1 whitespace-pre-line text-ink-800">
                {profile.about || t('tutor.profile.empty')}
              </p>
            </details>
            <div>
              <h3 className="text-sm text-ink-500">{t('tutor.profile.topics')}</h3>
              {profile.topics.length === 0 ? (
                <p className="text-ink-800">{t('tutor.profile.empty')}</p>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-2">
                  {profile.topics.map((topic) => (
                    <li key={topic.id}>
                      <Badge tone="info">{language === 'ar' ? topic.nameAr : topic.nameEn}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <p className="text-sm text-ink-700">
              {t('tutor.profile.notice', { minutes: profile.noticePeriod })}
              {profile.video && (
                <>
                  {t('ui.sep')}
                  <a
                    href={profile.video}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    {t('tutor.profile.video')}
                  </a>
                </>
              )}
            </p>
          </div>
        )
      )}
    </Card>
  );
};
