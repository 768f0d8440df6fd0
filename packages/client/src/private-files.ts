/**
 * Private files (transfer receipts, chat pictures and voice notes) are served only with the bearer
 * token, so a plain link cannot fetch them: the file is read with the token and handed to the
 * browser as a download, or shown from memory.
 */
import { toApiError } from './api-error.js';
import type { TokenStore } from './token-store.js';

/**
 * A private file's bytes, read with the token (a chat's picture or voice note, a receipt). The
 * browser may keep a copy: the server still checks each read and answers 304 when it is current.
 */
export const fetchPrivateFile = async (
  tokens: TokenStore,
  path: string,
  signal?: AbortSignal,
): Promise<Blob> => {
  const token = tokens.valid();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token.value}` } : {},
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
};

export const downloadPrivateFile = async (
  tokens: TokenStore,
  path: string,
  fileName: string,
): Promise<void> => {
  const url = URL.createObjectURL(await fetchPrivateFile(tokens, path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
