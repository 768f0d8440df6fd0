/** Profile information and picture; a new sign-in email asks for the current password. */
import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  EmailField,
  showErrorOnField,
  TextField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';
import { ImageUpload } from '../../../components/image-upload.js';
import {
  changesEmail,
  EmailPasswordField,
  passwordForNewEmail,
  passwordToSend,
  showPasswordError,
} from '../../../components/account/email-password.js';
import { PersonalFields, personalValues } from '../../../components/account/personal-fields.js';
import { useMyGender } from '../../../components/my-gender.js';

const schemaFor = (user: User) =>
  z
    .object({
      name: rules.name,
      email: rules.email,
      currentPassword: rules.text(),
      gender: rules.fromText(rules.gender),
      birthYear: rules.fromText(rules.birthYear()),
      city: rules.fromText(rules.city),
      job: rules.optionalText(rules.job),
    })
    .check(passwordForNewEmail(user));

export const ProfileSection = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const me = useMyGender();
  const { client, setUser } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  // The account's address as saved: the one a new address is told from.
  const schema = useMemo(() => schemaFor(user), [user]);
  const form = useForm(schema, {
    name: user.name,
    email: user.email,
    currentPassword: '',
    ...personalValues(user),
    job: user.job ?? '',
  });
  useUnsavedChanges(form.dirty);
  const submit = form.handleSubmit(async ({ currentPassword, ...body }) => {
    setProblem(null);
    const newEmail = changesEmail(user, body.email);
    try {
      setUser(
        await client.call(routes.updateUser, {
          params: { id: user.id },
          body: {
            ...body,
            job: body.job ?? null,
            ...passwordToSend(user, { email: body.email, currentPassword }),
          },
        }),
      );
      // The password served this change only: it is not kept in the form.
      form.markSaved({ ...form.values, email: body.email, currentPassword: '' });
      toast.show(
        newEmail
          ? {
              type: 'success',
              title: t('settings.saved'),
              description: t('settings.profile.emailChanged'),
            }
          : { type: 'success', title: t('settings.saved') },
      );
    } catch (error) {
      if (!showPasswordError(form, error) && !showErrorOnField(form, error))
        setProblem(errorMessage(error));
    }
  });
  return (
    <Card>
      <h2 className="mb-4 text-xl font-bold">{t('settings.profile.title')}</h2>
      <ImageUpload user={user} />
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label={t('field.fullName')} autoComplete="name" {...form.field('name')} />
        <EmailField
          hint={t('settings.profile.emailHint', { gender: me })}
          {...form.field('email')}
        />
        <EmailPasswordField
          user={user}
          email={form.values.email}
          binding={form.field('currentPassword')}
        />
        <PersonalFields form={form} />
        <TextField label={t('field.jobOptional')} {...form.field('job')} />
        <div className="flex justify-end">
          <Button type="submit" loading={form.submitting}>
            {t('ui.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
};
