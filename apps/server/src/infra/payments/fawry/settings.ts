/** FawryPay's settings: its address and credentials, or its local sandbox's on a laptop. */
import { z } from 'zod';
import { optional } from '../../../env-fields.js';

export const fawryEnv = {
  /** Unset: the local sandbox on this server. */
  FAWRY_BASE_URL: z.url().optional(),
  FAWRY_MERCHANT_CODE: optional,
  FAWRY_SECURE_KEY: optional,
};

export type FawrySettings = {
  baseUrl: string | undefined;
  merchantCode: string;
  secureKey: string;
};

/** Credentials of the local sandbox: it runs on this server and is never reachable elsewhere. */
const SANDBOX_FAWRY = {
  merchantCode: 'darsak-sandbox',
  secureKey: 'sandbox-secure-key-local-only',
};

export const fawrySettings = (
  e: z.output<z.ZodObject<typeof fawryEnv>>,
  local: boolean,
): FawrySettings | undefined => {
  if (e.FAWRY_MERCHANT_CODE && e.FAWRY_SECURE_KEY)
    return {
      baseUrl: e.FAWRY_BASE_URL,
      merchantCode: e.FAWRY_MERCHANT_CODE,
      secureKey: e.FAWRY_SECURE_KEY,
    };
  return local ? { baseUrl: e.FAWRY_BASE_URL, ...SANDBOX_FAWRY } : undefined;
};
