/** Registration as a student or a tutor, then confirming the email with the code just sent. */
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { api, Role, rules, SelfRegistrationRole } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  PasswordField,
  TextField,
  useErrorMessage,
  useForm,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { homePath } from '../../../app/home.js';
import { NotFound } from '../../../app/not-found.js';
import { VerifyCodeForm } from '../../../components/verify-code-form.js';
import { GoogleSignIn } from '../../../components/google-sign-in.js';

const schemaFor = (role: 'student' | 'tutor') =>
  z
    .object({
      name: role === 'tutor' ? rules.tutorName : rules.name,
      email: rules.email,
      password: rules.password,
      confirmPassword: rules.text(),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: 'password-mismatch',
      path: ['confirmPassword'],
    });

const RegisterForm = ({ role }: { role: 'student' | 'tutor' }) => {
  const t = useT();
  const { language } = useI18n();
  const errorMessage = useErrorMessage();
  const { signIn } = useSession();
  const [, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [schema] = useState(() => schemaFor(role));
  const form = useForm(schema, { name: '', email: '', password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useApiMutation(api.createUser);

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setProblem(null);
    try {
      const answer = await create.mutateAsync({
        body: { name, email, password, role: SelfRegistrationRole[role], language },
      });
      if (answer.token) signIn({ user: answer.user, token: answer.token });
      setSearch({ step: 'verify' }, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'user-exists')
        form.setFieldError('email', error.code);
      else if (
        isApiError(error) &&
        ['name-not-arabic', 'api-invalid-user-name'].includes(error.code)
      )
        form.setFieldError('name', error.code);
      else setProblem(errorMessage(error));
    }
  });

  return (
    <Card>
      <h1 className="text-2xl font-bold">{t(`register.${role}.title`)}</h1>
      <p className="mt-1 text-ink-600">{t(`register.${role}.subtitle`)}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          label={t('field.fullName')}
          hint={role === 'tutor' ? t('register.tutor.nameHint') : t('register.nameHint')}
          autoComplete="name"
          {...form.field('name')}
        />
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          className="text-start"
          {...form.field('email')}
        />
        <PasswordField
          label={t('field.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          label={t('field.confirmPassword')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" block loading={form.submitting}>
          {t('register.submit')}
        </Button>
      </form>
      <GoogleSignIn
        role={SelfRegistrationRole[role]}
        onSession={(session) => {
          signIn(session);
          void navigate(homePath(session.user), { replace: true });
        }}
        onError={(error) => setProblem(errorMessage(error))}
      />
      <p className="mt-6 border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
        {t('register.haveAccount')}{' '}
        <Link to={paths.login} className="font-semibold text-brand-800 hover:underline">
          {t('register.signIn')}
        </Link>
      </p>
    </Card>
  );
};

const VerifyEmailStep = () => {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { client, user, setUser } = useSession();
  if (!user) return <Navigate to={paths.login} replace />;
  if (user.verifiedEmail) return <Navigate to={homePath(user)} replace />;
  return (
    <Card>
      <h1 className="text-2xl font-bold">{t('register.verify.title')}</h1>
      <p className="mt-1 text-ink-600">{t('register.verify.subtitle', { email: user.email })}</p>
      <div className="mt-6">
        <VerifyCodeForm
          label={t('field.code')}
          hint={t('register.verify.hint')}
          submitLabel={t('register.verify.submit')}
          onSubmit={async (code) => {
            const updated = await client.call(api.confirmEmail, { body: { code } });
            setUser(updated);
            toast.show({ type: 'success', title: t('register.verify.done') });
            void navigate(homePath(updated), { replace: true });
          }}
          onResend={() => client.call(api.sendEmailCode)}
        />
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to={homePath(user)} className="font-semibold text-ink-600 hover:underline">
          {t('register.verify.later')}
        </Link>
      </p>
    </Card>
  );
};

export default function RegisterPage() {
  const { role } = useParams();
  const [search] = useSearchParams();
  const { user } = useSession();
  if (role !== 'student' && role !== 'tutor') return <NotFound />;
  if (search.get('step') === 'verify') return <VerifyEmailStep />;
  if (user)
    return (
      <Navigate
        to={
          user.verifiedEmail || user.role !== Role.Student
            ? homePath(user)
            : `${paths.register(role)}?step=verify`
        }
        replace
      />
    );
  return <RegisterForm role={role} />;
}
