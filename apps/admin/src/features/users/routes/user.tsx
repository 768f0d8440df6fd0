/** One user: details, the edit form, a new password, the picture, and deactivation (forms in ../components). */
import { Link, useParams } from 'react-router';
import { routes, findGovernorate, genderSelect, Role, type User } from '@darsak/shared';
import { queryKeyOf, useApiQuery } from '@darsak/client/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Avatar,
  Badge,
  Card,
  ErrorState,
  PageHeader,
  PageSpinner,
  useFormat,
  useI18n,
  useT,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { isFullUser } from '../../../components/full-user.js';
import { StudentSubscriptions } from '../components/student-subscriptions.js';
import { StudentTransactions } from '../components/student-transactions.js';
import { UserEditForm } from '../components/user-edit-form.js';
import { UserImageForm } from '../components/user-image-form.js';
import { UserPasswordForm } from '../components/user-password-form.js';
import { UserStatusCard } from '../components/user-status-card.js';

export default function UserPage() {
  const t = useT();
  const format = useFormat();
  const { language } = useI18n();
  const queryClient = useQueryClient();
  // The route lets only a valid id through.
  const id = Number(useParams().id);
  const query = useApiQuery(routes.getUser, { params: { id } });
  const onSaved = (saved: User) => {
    queryClient.setQueryData(queryKeyOf(routes.getUser, { params: { id } }), saved);
  };

  if (query.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        page
        back={
          <Link to={paths.users} className="font-semibold text-brand-800 hover:underline">
            {t('user.back')}
          </Link>
        }
      />
    );
  const user = query.data;
  if (!isFullUser(user)) return <ErrorState message={t('error.forbidden')} />;
  const city = findGovernorate(user.city);
  const gender = genderSelect(user.gender);

  return (
    <div className="space-y-6">
      <PageHeader
        title={user.name}
        description={t(`role.person.${user.role}`, { gender })}
        actions={
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <Link to={paths.users} className="font-semibold text-brand-800 hover:underline">
              {t('user.back')}
            </Link>
            {user.role === Role.Tutor && (
              <Link
                to={paths.tutor(user.id)}
                className="font-semibold text-brand-800 hover:underline"
              >
                {t('user.tutorPage', { gender })}
              </Link>
            )}
          </div>
        }
      />
      <Card>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={user.name} image={user.image} size="lg" />
          <div className="min-w-52 flex-1 space-y-2">
            <p className="text-ink-600">
              <bdi>{user.email}</bdi>
            </p>
            <div className="flex flex-wrap gap-2">
              <Badge tone={user.verifiedEmail ? 'success' : 'warning'}>
                {t(user.verifiedEmail ? 'user.emailVerified' : 'user.emailUnverified')}
              </Badge>
              <Badge tone={user.verifiedPhone ? 'success' : 'neutral'}>
                {t(user.verifiedPhone ? 'user.phoneVerified' : 'user.phoneUnverified')}
              </Badge>
              <Badge tone={user.online ? 'success' : 'neutral'}>
                {t(user.online ? 'user.online' : 'user.offline', { gender })}
              </Badge>
            </div>
            <p className="text-sm text-ink-500">
              {t('user.joined', { date: format.date(user.createdAt), gender })}
              {user.lastSeenAt
                ? `${t('ui.sep')}${t('user.lastSeen', { date: format.dateTime(user.lastSeenAt) })}`
                : ''}
              {city ? `${t('ui.sep')}${city[language]}` : ''}
              {user.signupSource
                ? `${t('ui.sep')}${t('user.signupSource', { source: t(`source.${user.signupSource}`) })}`
                : ''}
            </p>
          </div>
          <UserImageForm user={user} onSaved={onSaved} />
        </div>
        {user.student && (
          <dl className="mt-6 grid gap-4 border-t border-ink-100 pt-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink-500">{t('user.englishLevel')}</dt>
              <dd className="font-semibold">
                {user.student.englishLevel ? t(`level.${user.student.englishLevel}`) : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-500">{t('user.goal')}</dt>
              <dd className="font-semibold">{user.student.goal || '—'}</dd>
            </div>
          </dl>
        )}
        {user.topics.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2">
            {user.topics.map((topic) => (
              <li key={topic.id}>
                <Badge tone="info">{language === 'ar' ? topic.nameAr : topic.nameEn}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {user.role === Role.Student && <StudentSubscriptions student={user} />}
      {user.role === Role.Student && <StudentTransactions student={user} />}
      <Card>
        <h2 className="mb-4 text-xl font-bold">{t('user.edit')}</h2>
        <UserEditForm key={user.id} user={user} onSaved={onSaved} />
      </Card>
      {user.role !== Role.SuperAdmin && (
        <Card>
          <h2 className="mb-4 text-xl font-bold">{t('user.password.title')}</h2>
          <UserPasswordForm user={user} />
        </Card>
      )}
      {user.role !== Role.SuperAdmin && <UserStatusCard user={user} onSaved={onSaved} />}
    </div>
  );
}
