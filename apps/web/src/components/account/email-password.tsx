/**
 * The current password a change of one's own sign-in email asks for (decision 051): shown while
 * the email field holds another address, for an account that has a password.
 */
import type { ChangeEvent } from 'react';
import { z } from 'zod/mini';
import type { User } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { PasswordField, useT } from '@darsak/ui';

/** Whether saving `email` changes the account's address: compared as the server compares them. */
export const changesEmail = (user: User, email: string): boolean =>
  email.trim().toLowerCase() !== user.email.trim().toLowerCase();

/** Whether saving `email` asks for the current password. */
export const needsPasswordFor = (user: User, email: string): boolean =>
  user.hasPassword && changesEmail(user, email);

/** A form check: the current password is given whenever the email changes. */
export const passwordForNewEmail = (user: User) =>
  z.refine<{ email: string; currentPassword: string }>(
    (values) => !needsPasswordFor(user, values.email) || values.currentPassword.length > 0,
    { error: 'required', path: ['currentPassword'] },
  );

/** The request's password: sent only with a new address, which is all it is for. */
export const passwordToSend = (user: User, values: { email: string; currentPassword: string }) =>
  needsPasswordFor(user, values.email) ? { currentPassword: values.currentPassword } : {};

/**
 * Shows the server's refusal of the password, or of an address another account holds, on its
 * field; false for any other problem.
 */
export const showPasswordError = (
  form: { setFieldError: (name: string, code: string) => void },
  error: unknown,
): boolean => {
  if (!isApiError(error)) return false;
  // The catalogue's «wrong-password» speaks of signing in; here only the password is asked.
  if (error.code === 'wrong-password')
    form.setFieldError('currentPassword', 'wrong-current-password');
  // The server asks for it only when this form did not send it (its message names the field).
  else if (error.code === 'required' && error.message.includes('currentPassword'))
    form.setFieldError('currentPassword', 'required');
  // The catalogue's «user-exists» offers signing in, which a signed-in reader has done.
  else if (error.code === 'user-exists') form.setFieldError('email', 'email-taken');
  else return false;
  return true;
};

export const EmailPasswordField = ({
  user,
  email,
  binding,
}: {
  user: User;
  /** The email the form holds now. */
  email: string;
  /** The form's `currentPassword` field. */
  binding: {
    name: string;
    value: string;
    error?: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}) => {
  const t = useT();
  if (!needsPasswordFor(user, email)) return null;
  return (
    <PasswordField
      label={t('field.currentPassword')}
      hint={t('settings.email.passwordHint')}
      autoComplete="current-password"
      {...binding}
    />
  );
};
