import {
  Alert,
  Button,
  Card,
  EmailField,
  GuestLink,
  PasswordField,
  useErrorMessage,
  useGuestLocation,
  usePasswordSignIn,
  useT,
} from '@darsak/ui';
import { paths, safeNext } from '../../../config/paths.js';
import { GoogleSignIn } from '../../../components/google-sign-in.js';

export default function LoginPage() {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { search } = useGuestLocation();
  const { form, problem, setProblem, submit, enter } = usePasswordSignIn(
    safeNext(search.get('next')) ?? paths.home,
  );

  return (
    <Card>
      <h1 className="text-2xl font-bold">{t('login.title')}</h1>
      <p className="mt-1 text-ink-600">{t('login.subtitle')}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <EmailField {...form.field('email')} />
        <PasswordField
          label={t('field.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className="flex justify-end">
          <GuestLink
            to={paths.forgetPassword}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('login.forgot')}
          </GuestLink>
        </div>
        <Button type="submit" block loading={form.submitting}>
          {t('login.submit')}
        </Button>
      </form>
      <GoogleSignIn onSession={enter} onError={(error) => setProblem(errorMessage(error))} />
      <div className="mt-6 space-y-2 border-t border-ink-100 pt-5 text-center text-sm text-ink-700">
        <p>
          {t('login.noAccount')}{' '}
          <GuestLink
            to={paths.register('student')}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('login.registerStudent')}
          </GuestLink>
        </p>
        <p>
          {t('login.areYouTutor')}{' '}
          <GuestLink
            to={paths.register('tutor')}
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('login.registerTutor')}
          </GuestLink>
        </p>
      </div>
    </Card>
  );
}
