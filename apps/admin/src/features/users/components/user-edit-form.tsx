/** The form of what an admin may change of an account. */
import { useState } from 'react';
import { z } from 'zod/mini';
import { isAdminRole, Role, roles, routes, rules, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  CitySelect,
  EmailField,
  GenderChoice,
  NumberField,
  PhoneField,
  SelectField,
  showErrorOnField,
  TextField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';

const editSchema = z.object({
  name: rules.name,
  email: rules.email,
  phone: rules.optionalText(rules.phone),
  role: rules.fromText(z.int()),
  gender: rules.optionalText(rules.fromText(rules.gender)),
  birthYear: rules.optionalText(rules.fromText(rules.birthYear())),
  city: rules.optionalText(rules.fromText(rules.city)),
  job: rules.optionalText(rules.job),
});

/** What an admin may change of an account: name, email, phone, role and profile fields. */
export const UserEditForm = ({ user, onSaved }: { user: User; onSaved: (u: User) => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, user: me } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(editSchema, {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    role: String(user.role),
    gender: user.gender ? String(user.gender) : '',
    birthYear: user.birthYear ? String(user.birthYear) : '',
    city: user.city ? String(user.city) : '',
    job: user.job ?? '',
  });
  useUnsavedChanges(form.dirty);
  const assignable = roles.filter((role) => me?.role === Role.SuperAdmin || !isAdminRole(role));
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const saved = await client.call(routes.updateUser, {
        params: { id: user.id },
        body: {
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          role: body.role as Role,
          gender: (body.gender as 1 | 2 | undefined) ?? null,
          birthYear: body.birthYear ?? null,
          city: body.city ?? null,
          job: body.job ?? null,
        },
      });
      form.markSaved();
      onSaved(saved);
      toast.show({ type: 'success', title: t('saved') });
    } catch (error) {
      if (!showErrorOnField(form, error)) setProblem(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('field.fullName')} {...form.field('name')} />
        <EmailField {...form.field('email')} />
        <PhoneField {...form.field('phone')} />
        <SelectField label={t('field.role')} disabled={me?.id === user.id} {...form.field('role')}>
          {assignable.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </SelectField>
        <NumberField label={t('field.birthYear')} {...form.field('birthYear')} />
        <CitySelect {...form.field('city')} />
        <TextField label={t('field.job')} {...form.field('job')} />
      </div>
      <GenderChoice
        value={String(form.values.gender ?? '')}
        onChange={(v) => form.setValue('gender', v)}
        error={form.errors.gender}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={form.submitting}>
          {t('ui.save')}
        </Button>
      </div>
    </form>
  );
};
