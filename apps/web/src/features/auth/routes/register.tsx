/** Registration as a student or a tutor, then confirming the email with the code just sent. */
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, SelfRegistrationRole, type User } from '@darsak/shared';
import { hasValidToken, useGuestSession } from '@darsak/client/guest';
import {
  Alert,
  Button,
  Card,
  EmailField,
  GuestLink,
  NewPasswordFields,
  PageSpinner,
  showErrorOnField,
  TextField,
  useErrorMessage,
  useForm,
  useGuestLocation,
  useI18n,
  useShell,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { VerifyCodeForm } from '../../../components/verify-code-form.js';
import { GoogleSignIn } from '../../../components/google-sign-in.js';

type Role = 'student' | 'tutor';

const schemaFor = (role: Role) =>
  z
    .object({
      name: role === 'tutor' ? rules.tutorName : rules.name,
      email: rules.email,
      password: rules.password,
      confirmPassword: rules.text(),
    })
    .check(rules.passwordsMatch);

const RegisterForm = ({
  role,
  onRegistered,
}: {
  role: Role;
  onRegistered: (user: User) => void;
}) => {
  const t = useT();
  const { language } = useI18n();
  const shell = useShell();
  const errorMessage = useErrorMessage();
  const { client, signIn } = useGuestSession();
  const [schema] = useState(() => schemaFor(role));
  const form = useForm(schema, { name: '', email: '', password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setProblem(null);
    try {
      const answer = await client.call(routes.createUser, {
        body: { name, email, password, role: SelfRegistrationRole[role], language },
      });
      if (answer.token) signIn({ user: answer.user, token: answer.token });
      onRegistered(answer.user);
    } catch (error) {
      if (!showErrorOnField(form, error)) setProblem(errorMessage(error));
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
        <EmailField {...form.field('email')} />
        <NewPasswordFields
          form={form}
          label={t('field.password')}
          hint={t('register.passwordHint')}
        />
        <Button type="submit" block loading={form.submitting}>
          {t('register.submit')}
        </Button>
      </form>
      <GoogleSignIn
        role={SelfRegistrationRole[role]}
        onSession={(session) => {
          signIn(session);
          shell.enter(paths.home);
        }}
        onError={(error) => setProblem(errorMessage(error))}
      />
      <p className="mt-6 border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
        {t('register.haveAccount')}{' '}
        <GuestLink to={paths.login} className="font-semibold text-brand-800 hover:underline">
          {t('register.signIn')}
        </GuestLink>
      </p>
    </Card>
  );
};

const VerifyEmailStep = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const shell = useShell();
  const { client } = useGuestSession();
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
            await client.call(routes.confirmEmail, { body: { code } });
            toast.show({ type: 'success', title: t('register.verify.done') });
            shell.enter(paths.home);
          }}
          onResend={() => client.call(routes.sendEmailCode)}
        />
      </div>
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          className="font-semibold text-ink-600 hover:underline"
          onClick={() => shell.enter(paths.home)}
        >
          {t('register.verify.later')}
        </button>
      </p>
    </Card>
  );
};

export default function RegisterPage({ role }: { role: Role }) {
  const t = useT();
  const shell = useShell();
  const { search } = useGuestLocation();
  const { client } = useGuestSession();
  const verifying = search.get('step') === 'verify';
  const [user, setUser] = useState<User | null>(null);

  // Reloading the confirmation step, or arriving signed in, picks up the signed-in user.
  useEffect(() => {
    if (!hasValidToken() || user) return undefined;
    if (!verifying) {
      shell.enter(paths.home);
      return undefined;
    }
    const controller = new AbortController();
    client
      .call(routes.currentUser, undefined, { signal: controller.signal })
      .then((current) => (current.verifiedEmail ? shell.enter(paths.home) : setUser(current)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [client, shell, user, verifying]);

  if (verifying && user) return <VerifyEmailStep user={user} />;
  if (verifying && hasValidToken()) return <PageSpinner label={t('ui.loading')} />;
  return (
    <RegisterForm
      role={role}
      onRegistered={(created) => {
        setUser(created);
        shell.navigate(paths.registerVerify(role), { replace: true });
      }}
    />
  );
}
