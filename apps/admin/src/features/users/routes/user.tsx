/** One user: details, an edit form for what an admin may change, a new password, and the picture. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod/mini';
import {
  routes,
  findGovernorate,
  isAdminRole,
  Role,
  roles,
  rules,
  type User,
} from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  CitySelect,
  EmailField,
  ErrorState,
  GenderChoice,
  ImagePicker,
  NumberField,
  PageHeader,
  PageSpinner,
  PasswordField,
  PhoneField,
  SelectField,
  showErrorOnField,
  TextField,
  useErrorMessage,
  useForm,
  useFormat,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { isFullUser } from '../../../components/full-user.js';
import { StudentSubscriptions } from '../components/student-subscriptions.js';

const editSchema = z.object({
  name: rules.name,
  email: rules.email,
  phone: rules.optionalText(rules.phone),
  role: rules.fromText(z.int()),
  gender: rules.optionalText(rules.fromText(rules.gender)),
  birthYear: rules.optionalText(rules.fromText(rules.birthYear())),
  city: rules.optionalText(rules.fromText(rules.city)),
  job: rules.optionalText(rules.job),
});
const passwordSchema = z.object({ password: rules.password });

const EditForm = ({ user, onSaved }: { user: User; onSaved: (u: User) => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, user: me } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(editSchema, {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    role: String(user.role),
    gender: user.gender ? String(user.gender) : '',
    birthYear: user.birthYear ? String(user.birthYear) : '',
    city: user.city ? String(user.city) : '',
    job: user.job ?? '',
  });
  const assignable = roles.filter((role) => me?.role === Role.SuperAdmin || !isAdminRole(role));
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const saved = await client.call(routes.updateUser, {
        params: { id: user.id },
        body: {
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          role: body.role as Role,
          gender: (body.gender as 1 | 2 | undefined) ?? null,
          birthYear: body.birthYear ?? null,
          city: body.city ?? null,
          job: body.job ?? null,
        },
      });
      onSaved(saved);
      toast.show({ type: 'success', title: t('saved') });
    } catch (error) {
      if (!showErrorOnField(form, error)) setProblem(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('field.fullName')} {...form.field('name')} />
        <EmailField {...form.field('email')} />
        <PhoneField {...form.field('phone')} />
        <SelectField label={t('field.role')} disabled={me?.id === user.id} {...form.field('role')}>
          {assignable.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </SelectField>
        <NumberField label={t('field.birthYear')} {...form.field('birthYear')} />
        <CitySelect {...form.field('city')} />
        <TextField label={t('field.job')} {...form.field('job')} />
      </div>
      <GenderChoice
        value={String(form.values.gender ?? '')}
        onChange={(v) => form.setValue('gender', v)}
        error={form.errors.gender}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={form.submitting}>
          {t('ui.save')}
        </Button>
      </div>
    </form>
  );
};

const PasswordForm = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const form = useForm(passwordSchema, { password: '' });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await client.call(routes.updateUser, { params: { id: user.id }, body: { password } });
      form.setValues({ password: '' });
      toast.show({ type: 'success', title: t('user.password.done') });
    } catch (error) {
      toast.show({ type: 'error', title: errorMessage(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <PasswordField
          label={t('user.password.label')}
          hint={t('user.password.hint')}
          autoComplete="new-password"
          {...form.field('password')}
        />
      </div>
      <Button type="submit" variant="secondary" loading={form.submitting}>
        {t('user.password.submit')}
      </Button>
    </form>
  );
};

const ImageForm = ({ user, onSaved }: { user: User; onSaved: (u: User) => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('image', file);
    setBusy(true);
    try {
      onSaved(await client.call(routes.uploadUserImage, { query: { forUser: user.id } }, { form }));
    } catch (error) {
      toast.show({ type: 'error', title: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return <ImagePicker label={t('user.image')} busy={busy} onFile={(file) => void upload(file)} />;
};

export default function UserPage() {
  const t = useT();
  const format = useFormat();
  const { language } = useI18n();
  const queryClient = useQueryClient();
  // The route lets only a valid id through.
  const id = Number(useParams().id);
  const query = useApiQuery(routes.getUser, { params: { id } });
  const onSaved = (saved: User) => {
    queryClient.setQueryData(['GET', routes.getUser.path, { params: { id } }], saved);
    void queryClient.invalidateQueries({ queryKey: ['GET', routes.listUsers.path] });
  };

  if (query.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
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

  return (
    <div className="space-y-6">
      <PageHeader
        title={user.name}
        description={t(`role.${user.role}`)}
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
                {t('user.tutorPage')}
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
                {t(user.online ? 'user.online' : 'user.offline')}
              </Badge>
            </div>
            <p className="text-sm text-ink-500">
              {t('user.joined', { date: format.date(user.createdAt) })}
              {user.lastSeenAt
                ? `${t('ui.sep')}${t('user.lastSeen', { date: format.dateTime(user.lastSeenAt) })}`
                : ''}
              {city ? `${t('ui.sep')}${city[language]}` : ''}
              {user.signupSource
                ? `${t('ui.sep')}${t('user.signupSource', { source: t(`source.${user.signupSource}`) })}`
                : ''}
            </p>
          </div>
          <ImageForm user={user} onSaved={onSaved} />
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
      <Card>
        <h2 className="mb-4 text-xl font-bold">{t('user.edit')}</h2>
        <EditForm key={user.id} user={user} onSaved={onSaved} />
      </Card>
      {user.role !== Role.SuperAdmin && (
        <Card>
          <h2 className="mb-4 text-xl font-bold">{t('user.password.title')}</h2>
          <PasswordForm user={user} />
        </Card>
      )}
    </div>
  );
}
