/** Back-office sign-in; only admins get past the layout. */
import {
  Alert,
  Button,
  Card,
  EmailField,
  LanguageSwitch,
  Logo,
  PasswordField,
  useGuestLocation,
  usePasswordSignIn,
  useT,
} from '@darsak/ui';

const safeNext = (next: string | null) =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : '/';

export default function LoginPage() {
  const t = useT();
  const { search } = useGuestLocation();
  const { form, problem, submit } = usePasswordSignIn(safeNext(search.get('next')));

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <div className="flex w-full max-w-md items-center justify-between">
        <Logo label={t('app.name')} />
        <LanguageSwitch />
      </div>
      <Card className="w-full max-w-md">
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
          <Button type="submit" block loading={form.submitting}>
            {t('login.submit')}
          </Button>
        </form>
      </Card>
    </main>
  );
}
