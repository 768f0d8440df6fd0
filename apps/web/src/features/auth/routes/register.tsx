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
import { paths, safeNext } from '../../../config/paths.js';
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
  next,
  onRegistered,
}: {
  role: Role;
  /** Where the new account goes (the plans, from the site's pricing page), else home. */
  next: string;
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
          shell.enter(next);
        }}
        onError={(error) => setProblem(errorMessage(error))}
      />
      <p className="mt-6 border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
        {t('register.haveAccount')}{' '}
        <GuestLink
          to={next === paths.home ? paths.login : paths.loginThen(next)}
          className="font-semibold text-brand-800 hover:underline"
        >
          {t('register.signIn')}
        </GuestLink>
      </p>
    </Card>
  );
};

const VerifyEmailStep = ({ user, next }: { user: User; next: string }) => {
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
            shell.enter(next);
          }}
          onResend={() => client.call(routes.sendEmailCode)}
        />
      </div>
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          className="font-semibold text-ink-600 hover:underline"
          onClick={() => shell.enter(next)}
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
  const next = safeNext(search.get('next')) ?? paths.home;
  const [user, setUser] = useState<User | null>(null);

  // Reloading the confirmation step, or arriving signed in, picks up the signed-in user.
  useEffect(() => {
    if (!hasValidToken() || user) return undefined;
    if (!verifying) {
      shell.enter(next);
      return undefined;
    }
    const controller = new AbortController();
    client
      .call(routes.currentUser, undefined, { signal: controller.signal })
      .then((current) => (current.verifiedEmail ? shell.enter(next) : setUser(current)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [client, shell, user, verifying, next]);

  if (verifying && user) return <VerifyEmailStep user={user} next={next} />;
  if (verifying && hasValidToken()) return <PageSpinner label={t('ui.loading')} />;
  return (
    <RegisterForm
      role={role}
      next={next}
      onRegistered={(created) => {
        setUser(created);
        shell.navigate(paths.registerVerify(role, next === paths.home ? undefined : next), {
          replace: true,
        });
      }}
    />
  );
}
