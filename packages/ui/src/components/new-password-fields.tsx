/** A new password and its confirmation, the pair that rules.passwordsMatch checks. */
import type { ChangeEvent } from 'react';
import { useT } from '../i18n/provider.js';
import { PasswordField } from './fields.js';

type Binding = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

export const NewPasswordFields = ({
  form,
  label,
  hint,
}: {
  /** A form with `password` and `confirmPassword` fields. */
  form: { field: (name: 'password' | 'confirmPassword') => Binding };
  /** The first field's label; "New password" unless told. */
  label?: string;
  hint?: string;
}) => {
  const t = useT();
  return (
    <>
      <PasswordField
        label={label ?? t('field.newPassword')}
        hint={hint}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <PasswordField
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
    </>
  );
};
