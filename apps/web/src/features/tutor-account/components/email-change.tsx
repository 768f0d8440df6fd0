/** Changing the sign-in email with the current password; the new address must be confirmed again. */
import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, type User } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  EmailField,
  fieldOfCode,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import {
  changesEmail,
  EmailPasswordField,
  passwordForNewEmail,
  passwordToSend,
  showPasswordError,
} from '../../../components/account/email-password.js';
import { useMyGender } from '../../../components/my-gender.js';

const schemaFor = (user: User) =>
  z.object({ email: rules.email, currentPassword: rules.text() }).check(passwordForNewEmail(user));

export const EmailChange = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const me = useMyGender();
  const { client, setUser } = useSession();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(() => schemaFor(user), [user]);
  const form = useForm(schema, { email: user.email, currentPassword: '' });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    if (!changesEmail(user, values.email)) {
      setOpen(false);
      return;
    }
    try {
      setUser(
        await client.call(routes.updateUser, {
          params: { id: user.id },
          body: { email: values.email, ...passwordToSend(user, values) },
        }),
      );
      setOpen(false);
      form.setValues({ email: values.email, currentPassword: '' });
      toast.show({
        type: 'success',
        title: t('tutor.account.emailChanged'),
        description: t('tutor.account.emailChangedText'),
      });
    } catch (error) {
      if (showPasswordError(form, error)) return;
      // Only the email's own problems show on it (e.g. user-exists); the rest above the form.
      const field = isApiError(error) ? fieldOfCode(error.code) : undefined;
      if (field === 'email' && isApiError(error)) form.setFieldError('email', error.code);
      else setProblem(errorMessage(error));
    }
  });
  if (!open)
    return (
      <Button
        variant="ghost"
        className="-ms-3"
        onClick={() => {
          form.setValues({ email: user.email, currentPassword: '' });
          setOpen(true);
        }}
      >
        {t('tutor.account.changeEmail')}
      </Button>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl bg-ink-50 p-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <EmailField
        label={t('tutor.account.newEmail')}
        hint={t('settings.profile.emailHint', { gender: me })}
        autoFocus
        {...form.field('email')}
      />
      <EmailPasswordField
        user={user}
        email={form.values.email}
        binding={form.field('currentPassword')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('ui.save')}
        </Button>
      </div>
    </form>
  );
};
