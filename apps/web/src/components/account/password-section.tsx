/** Changing the password; an account created with Google sets its first one here. */
import { useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, type User } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  NewPasswordFields,
  PasswordField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';

const schema = z
  .object({
    currentPassword: rules.text(),
    password: rules.password,
    confirmPassword: rules.text(),
  })
  .check(rules.passwordsMatch);

export const PasswordSection = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(schema, { currentPassword: '', password: '', confirmPassword: '' });
  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    setProblem(null);
    try {
      setUser(
        await client.call(routes.updateUser, {
          params: { id: user.id },
          body: { password, currentPassword },
        }),
      );
      form.setValues({ currentPassword: '', password: '', confirmPassword: '' });
      toast.show({ type: 'success', title: t('settings.password.done') });
    } catch (error) {
      if (isApiError(error) && error.code === 'wrong-password')
        form.setFieldError('currentPassword', 'wrong-current-password');
      else setProblem(errorMessage(error));
    }
  });
  return (
    <Card>
      <h2 className="mb-4 text-xl font-bold">{t('settings.password.title')}</h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        {user.hasPassword ? (
          <PasswordField
            label={t('field.currentPassword')}
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
        ) : (
          <Alert tone="info">{t('settings.password.none')}</Alert>
        )}
        <NewPasswordFields form={form} hint={t('register.passwordHint')} />
        <div className="flex justify-end">
          <Button type="submit" loading={form.submitting}>
            {t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
};
