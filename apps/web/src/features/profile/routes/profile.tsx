/** The signed-in user's own profile at a glance, with what is left to do. */
import { Link } from 'react-router';
import {
  findGovernorate,
  genderSelect,
  isLearnerSideRole,
  isTutorLikeRole,
  Role,
} from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Avatar,
  Badge,
  buttonClass,
  Card,
  PageHeader,
  useFormat,
  useI18n,
  usePhoneText,
  useT,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';

const Row = ({
  label,
  value,
  dir,
}: {
  label: string;
  value: string | null | undefined;
  /** A number alone ("010…") has no letter to set its direction: it is told. */
  dir?: 'ltr';
}) => (
  <div className="space-y-0.5">
    <dt className="text-sm text-ink-500">{label}</dt>
    <dd className="font-semibold text-ink-900">{value ? <bdi dir={dir}>{value}</bdi> : '—'}</dd>
  </div>
);

export default function ProfilePage() {
  const t = useT();
  const format = useFormat();
  const phoneText = usePhoneText();
  const { language } = useI18n();
  const { user } = useSession();
  if (!user) return null;
  const city = findGovernorate(user.city);
  const incomplete = user.role === Role.Student && !user.student?.englishLevel;
  // Tutors edit their profile and account on their own screens.
  const tutorLike = isTutorLikeRole(user.role);
  const editPath = tutorLike ? paths.tutorProfileSettings : paths.settings;
  const verifyPath = `${tutorLike ? paths.tutorAccountSettings : paths.settings}#verification`;
  // Admins and studios work in the back office; this app only keeps their own account.
  const staff = !isLearnerSideRole(user.role);
  const studio = user.role === Role.Studio;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('profile.title')}
        actions={
          <Link to={editPath} className={buttonClass('secondary')}>
            {t('profile.edit')}
          </Link>
        }
      />
      {incomplete && (
        <Alert
          tone="info"
          title={t('profile.incomplete.title')}
          action={
            <Link to={paths.completeProfile} className={buttonClass('primary')}>
              {t('profile.incomplete.action')}
            </Link>
          }
        >
          {t('profile.incomplete.text')}
        </Alert>
      )}
      {staff && (
        <Alert
          tone="info"
          title={t('profile.staff.title')}
          action={
            <a
              href={studio ? paths.backOfficePhotoSessions : paths.backOffice}
              className={buttonClass('primary')}
            >
              {t(studio ? 'profile.staff.photoSessions' : 'profile.staff.open')}
            </a>
          }
        >
          {t(studio ? 'profile.staff.studioText' : 'profile.staff.adminText')}
        </Alert>
      )}
      {!user.verifiedEmail && (
        <Alert
          tone="warning"
          title={t('profile.unverified.title')}
          action={
            <Link to={verifyPath} className={buttonClass('secondary')}>
              {t('profile.unverified.action')}
            </Link>
          }
        >
          {t(tutorLike ? 'tutor.verify.why' : 'profile.unverified.text')}
        </Alert>
      )}
      <Card>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={user.name} image={user.image} size="lg" />
          <div className="space-y-2">
            <h2 className="text-2xl font-bold">{user.name}</h2>
            <p className="text-ink-600">
              <bdi>{user.email}</bdi>
            </p>
            <div className="flex flex-wrap gap-2">
              <Badge tone="neutral">
                {t(`role.person.${user.role}`, { gender: genderSelect(user.gender) })}
              </Badge>
              <Badge tone={user.verifiedEmail ? 'success' : 'warning'}>
                {t(user.verifiedEmail ? 'profile.emailVerified' : 'profile.emailUnverified')}
              </Badge>
              {user.phone && (
                <Badge tone={user.verifiedPhone ? 'success' : 'warning'}>
                  {t(user.verifiedPhone ? 'profile.phoneVerified' : 'profile.phoneUnverified')}
                </Badge>
              )}
            </div>
          </div>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Row label={t('field.city')} value={city?.[language]} />
          <Row label={t('field.gender')} value={user.gender ? t(`gender.${user.gender}`) : null} />
          <Row
            label={t('field.birthYear')}
            value={user.birthYear ? format.plain(user.birthYear) : null}
          />
          <Row label={t('field.phone')} value={user.phone && phoneText(user.phone)} dir="ltr" />
          <Row label={t('field.job')} value={user.job} />
          <Row label={t('profile.memberSince')} value={format.date(user.createdAt)} />
          {user.role === Role.Student && (
            <>
              <Row
                label={t('field.englishLevel')}
                value={user.student?.englishLevel ? t(`level.${user.student.englishLevel}`) : null}
              />
              <Row label={t('field.goal')} value={user.student?.goal} />
            </>
          )}
        </dl>
        {!staff && (
          <div className="mt-6">
            <h3 className="mb-2 text-sm text-ink-500">
              {t(user.role === Role.Student ? 'profile.favouriteTopics' : 'profile.topics')}
            </h3>
            {user.topics.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {user.topics.map((topic) => (
                  <li key={topic.id}>
                    <Badge tone="info">{language === 'ar' ? topic.nameAr : topic.nameEn}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-600">{t('profile.noTopics')}</p>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
