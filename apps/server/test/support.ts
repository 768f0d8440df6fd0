/** Small helpers the API tests share: error assertions, reading codes from the outbox, multipart bodies. */
import { expect } from 'vitest';
import {
  api,
  errorStatus,
  isDetailedErrorCode,
  readErrorDetails,
  type ErrorCode,
} from '@darsak/shared';
import type { CallResult, Harness } from './harness.js';

/** Asserts an answer is exactly the catalogue's error: its status and a `{ code, message }` body. */
export const expectError = (
  res: Pick<CallResult<unknown>, 'status' | 'body'>,
  code: ErrorCode,
  extra: Record<string, unknown> = {},
): void => {
  expect({ status: res.status, body: res.body }).toEqual({
    status: errorStatus[code],
    body: { code, message: expect.any(String), ...extra },
  });
  // An answer with declared extra fields carries exactly their shape (shared error-details.ts).
  if (isDetailedErrorCode(code)) {
    const { code: _code, message: _message, ...details } = res.body as Record<string, unknown>;
    expect(readErrorDetails(code, { code, details })).not.toBeNull();
  }
};

/** Messages sent to an email or phone, newest first, as the local outbox lists them. */
export const outbox = async (h: Harness, to: string) => {
  const res = await h.call(api.outbox, { query: { to } });
  expect(res.status).toBe(200);
  return res.body;
};

/** The 5-digit code of the newest message sent to an address. */
export const latestCode = async (h: Harness, to: string): Promise<string> => {
  const [message] = await outbox(h, to);
  const code = message?.text.match(/\b\d{5}\b/)?.[0];
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
};

/** A code that is not `code`, for wrong tries. */
export const otherCode = (code: string): string =>
  String((Number(code) + 1) % 100000).padStart(5, '0');

export type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body with its content-type header. */
export const multipart = (parts: Part[]) => {
  const boundary = `----darsak-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** The first bytes of real image files, padded to `size` bytes. */
const pad = (head: number[], size: number) =>
  Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length), 7)]);
export const images = {
  png: (size = 64) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpg: (size = 64) => pad([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46], size),
  gif: (size = 64) => pad([...Buffer.from('GIF89a')], size),
};
