import { isApiError } from '@darsak/client';
import { fieldOfCode } from './server-field-errors.js';

/**
 * Shows a server answer beside the form field its code belongs to (e.g. user-exists on the email).
 * False when it belongs to no field, so the caller shows it as the form's problem instead.
 */
export const showErrorOnField = (
  form: { setFieldError: (name: string, code: string) => void },
  error: unknown,
): boolean => {
  if (!isApiError(error)) return false;
  const field = fieldOfCode(error.code);
  if (!field) return false;
  form.setFieldError(field, error.code);
  return true;
};
