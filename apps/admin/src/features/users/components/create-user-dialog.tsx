/** Adds a user of any role the signed-in admin may manage; the new account is not signed in. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { routes, isAdminRole, Role, roles, rules } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Dialog,
  EmailField,
  PasswordField,
  PhoneField,
  SelectField,
  showErrorOnField,
  TextField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';

const schema = z.object({
  name: rules.name,
  email: rules.email,
  password: rules.password,
  role: rules.fromText(z.int()),
  phone: rules.optionalText(rules.phone),
});

export const CreateUserDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const create = useApiMutation(routes.createUser);
  const form = useForm(schema, {
    name: '',
    email: '',
    password: '',
    role: String(Role.Student),
    phone: '',
  });
  const allowed = roles.filter((role) => user?.role === Role.SuperAdmin || !isAdminRole(role));

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const answer = await create.mutateAsync({ body: { ...body, role: body.role as Role } });
      toast.show({ type: 'success', title: t('users.create.done') });
      onClose();
      void navigate(paths.user(answer.user.id));
    } catch (error) {
      // An admin is not the address's owner: no advice to sign in with it.
      if (isApiError(error) && error.code === 'user-exists')
        form.setFieldError('email', 'email-taken');
      else if (!showErrorOnField(form, error)) setProblem(errorMessage(error));
    }
  });

  return (
    <Dialog open={open} onClose={onClose} title={t('users.create.title')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField label={t('field.fullName')} {...form.field('name')} />
        <EmailField {...form.field('email')} />
        <PasswordField
          label={t('field.password')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <SelectField label={t('field.role')} {...form.field('role')}>
          {allowed.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </SelectField>
        <PhoneField label={t('field.phoneOptional')} {...form.field('phone')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('users.create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
