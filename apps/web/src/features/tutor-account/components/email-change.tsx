/** Changing the sign-in email; the new address must be confirmed again. */
import { useState } from 'react';
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

const schema = z.object({ email: rules.email });

export const EmailChange = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(schema, { email: user.email });
  const submit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    if (email === user.email) {
      setOpen(false);
      return;
    }
    try {
      setUser(await client.call(routes.updateUser, { params: { id: user.id }, body: { email } }));
      setOpen(false);
      toast.show({ type: 'success', title: t('tutor.account.emailChanged') });
    } catch (error) {
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
          form.setValues({ email: user.email });
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
        hint={t('settings.profile.emailHint')}
        autoFocus
        {...form.field('email')}
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
