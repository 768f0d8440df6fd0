/** Profile information and picture. */
import { useState } from 'react';
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
import { PersonalFields, personalValues } from '../../../components/account/personal-fields.js';

const schema = z.object({
  name: rules.name,
  email: rules.email,
  gender: rules.fromText(rules.gender),
  birthYear: rules.fromText(rules.birthYear()),
  city: rules.fromText(rules.city),
  job: rules.optionalText(rules.job),
});

export const ProfileSection = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(schema, {
    name: user.name,
    email: user.email,
    ...personalValues(user),
    job: user.job ?? '',
  });
  useUnsavedChanges(form.dirty);
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      setUser(
        await client.call(routes.updateUser, {
          params: { id: user.id },
          body: { ...body, job: body.job ?? null },
        }),
      );
      form.markSaved();
      toast.show({ type: 'success', title: t('settings.saved') });
    } catch (error) {
      if (!showErrorOnField(form, error)) setProblem(errorMessage(error));
    }
  });
  return (
    <Card>
      <h2 className="mb-4 text-xl font-bold">{t('settings.profile.title')}</h2>
      <ImageUpload user={user} />
      <form onSubmit={submit} noValidate className="mt-6 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label={t('field.fullName')} autoComplete="name" {...form.field('name')} />
        <EmailField hint={t('settings.profile.emailHint')} {...form.field('email')} />
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
