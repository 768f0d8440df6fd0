/** The signed-in admin's own account: name, email, password. */
import { useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  EmailField,
  NewPasswordFields,
  PageHeader,
  PasswordField,
  showErrorOnField,
  TextField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';

const accountSchema = z.object({ name: rules.name, email: rules.email });
const passwordSchema = z
  .object({
    currentPassword: rules.requiredText(),
    password: rules.password,
    confirmPassword: rules.text(),
  })
  .check(rules.passwordsMatch);

export default function UserSettingsPage() {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, user, setUser } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const account = useForm(accountSchema, { name: user?.name ?? '', email: user?.email ?? '' });
  const password = useForm(passwordSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  useUnsavedChanges(account.dirty || password.dirty);
  if (!user) return null;

  const saveAccount = account.handleSubmit(async (body) => {
    setProblem(null);
    try {
      setUser(await client.call(routes.updateUser, { params: { id: user.id }, body }));
      account.markSaved();
      toast.show({ type: 'success', title: t('saved') });
    } catch (error) {
      if (!showErrorOnField(account, error)) setProblem(errorMessage(error));
    }
  });
  const savePassword = password.handleSubmit(async ({ currentPassword, password: next }) => {
    try {
      setUser(
        await client.call(routes.updateUser, {
          params: { id: user.id },
          body: { currentPassword, password: next },
        }),
      );
      password.setValues({ currentPassword: '', password: '', confirmPassword: '' });
      toast.show({ type: 'success', title: t('account.passwordDone') });
    } catch (error) {
      if (isApiError(error) && error.code === 'wrong-password')
        password.setFieldError('currentPassword', 'wrong-current-password');
      else toast.show({ type: 'error', title: errorMessage(error) });
    }
  });

  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title={t('account.title')} />
      <Card>
        <h2 className="mb-4 text-xl font-bold">{t('account.details')}</h2>
        <form onSubmit={saveAccount} noValidate className="space-y-4">
          {problem && <Alert tone="error">{problem}</Alert>}
          <TextField label={t('field.fullName')} {...account.field('name')} />
          <EmailField {...account.field('email')} />
          <div className="flex justify-end">
            <Button type="submit" loading={account.submitting}>
              {t('ui.save')}
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <h2 className="mb-4 text-xl font-bold">{t('account.password')}</h2>
        <form onSubmit={savePassword} noValidate className="space-y-4">
          <PasswordField
            label={t('field.currentPassword')}
            autoComplete="current-password"
            {...password.field('currentPassword')}
          />
          <NewPasswordFields form={password} />
          <div className="flex justify-end">
            <Button type="submit" loading={password.submitting}>
              {t('account.changePassword')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
