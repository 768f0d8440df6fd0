/** Checks environment variables share: the server's configuration and each payment provider's. */
import { z } from 'zod';

/** A text that may be absent; empty counts as absent. */
export const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
