/**
 * Private files (transfer receipts) are served only with the bearer token, so a plain link cannot
 * fetch them: the file is read with the token and handed to the browser as a download.
 */
import { toApiError } from './api-error.js';
import type { TokenStore } from './token-store.js';

export const downloadPrivateFile = async (
  tokens: TokenStore,
  path: string,
  fileName: string,
): Promise<void> => {
  const token = tokens.valid();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token.value}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
