/** Paymob's settings: its address, keys and an integration id per way of paying, or its sandbox's. */
import { z } from 'zod';
import { optional } from '../../../env-fields.js';
import { paymentWays, type PaymentWay } from '../gateway.js';

/** `card=4097558,wallet=4097559,kiosk=4097560` → Paymob's integration id of each way of paying. */
const integrationList = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx) => {
    const integrations: Partial<Record<PaymentWay, number>> = {};
    for (const part of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [way = '', id = ''] = part.split('=').map((p) => p.trim());
      if (!paymentWays.includes(way as PaymentWay) || !/^\d+$/.test(id)) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `"${part}" is not way=integration-id`,
        });
        return z.NEVER;
      }
      integrations[way as PaymentWay] = Number(id);
    }
    return integrations;
  });

export const paymobEnv = {
  /** Unset: the local sandbox on this server. */
  PAYMOB_BASE_URL: z.url().optional(),
  PAYMOB_SECRET_KEY: optional,
  PAYMOB_API_KEY: optional,
  PAYMOB_PUBLIC_KEY: optional,
  PAYMOB_HMAC_SECRET: optional,
  PAYMOB_INTEGRATIONS: integrationList,
};

export type PaymobSettings = {
  baseUrl: string | undefined;
  secretKey: string;
  /** The legacy API key: an auth token for the transaction inquiry. */
  apiKey: string;
  publicKey: string;
  hmacSecret: string;
  /** Paymob's integration id of each way of paying it offers. */
  integrations: Partial<Record<PaymentWay, number>>;
};

/** Credentials of the local sandbox: on this server only, never reachable elsewhere. */
const SANDBOX_PAYMOB = {
  secretKey: 'egy_sk_test_darsak_sandbox_local_only',
  apiKey: 'sandbox-paymob-api-key-local-only',
  publicKey: 'egy_pk_test_darsak_sandbox',
  hmacSecret: 'sandbox-paymob-hmac-local-only',
  integrations: { card: 5_000_001, wallet: 5_000_002, kiosk: 5_000_003 },
};

export const paymobSettings = (
  e: z.output<z.ZodObject<typeof paymobEnv>>,
  local: boolean,
): PaymobSettings | undefined => {
  if (e.PAYMOB_SECRET_KEY && e.PAYMOB_API_KEY && e.PAYMOB_PUBLIC_KEY && e.PAYMOB_HMAC_SECRET)
    return {
      baseUrl: e.PAYMOB_BASE_URL,
      secretKey: e.PAYMOB_SECRET_KEY,
      apiKey: e.PAYMOB_API_KEY,
      publicKey: e.PAYMOB_PUBLIC_KEY,
      hmacSecret: e.PAYMOB_HMAC_SECRET,
      integrations: e.PAYMOB_INTEGRATIONS,
    };
  return local ? { baseUrl: e.PAYMOB_BASE_URL, ...SANDBOX_PAYMOB } : undefined;
};
