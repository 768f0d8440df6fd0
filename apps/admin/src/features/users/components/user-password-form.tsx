/** An admin sets a new password for an account. */
import { z } from 'zod/mini';
import { genderSelect, routes, rules, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Button, PasswordField, useErrorMessage, useForm, useT, useToast } from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';

const passwordSchema = z.object({ password: rules.password });

/** A new password set by an admin; the account's sessions end with the old one. */
export const UserPasswordForm = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const form = useForm(passwordSchema, { password: '' });
  useUnsavedChanges(form.dirty);
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
          hint={t('user.password.hint', { gender: genderSelect(user.gender) })}
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
