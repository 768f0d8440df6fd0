/** Configuration from environment variables, validated once at start. */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  environments,
  INTRO_VIDEO_MAX_SECONDS,
  INTRO_VIDEO_MIN_SECONDS,
  type Environment,
} from '@darsak/shared';
import { optional } from './env-fields.js';
import { paymentWays, type PaymentWay } from './infra/payments/gateway.js';
import {
  defaultProviderOf,
  providerNamed,
  registeredProviders,
  type ProviderName,
  type ProviderSettings,
} from './infra/payments/registry.js';
import type { S3Settings } from './infra/storage.js';
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
const isAddressOrRange = (value: string): boolean => {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies may say who the client is (X-Forwarded-For): none by default, so a made-up header
 * changes nothing; a number of hops in front of the server; or the proxies' addresses and ranges.
 * "true" (trust anyone) is refused: any client could then pick its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const list = value.split(',').map((part) => part.trim());
    if (list.every(isAddressOrRange)) return list;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: 'a number of proxy hops, or a comma-separated list of proxy addresses or ranges',
    });
    return z.NEVER;
  });

/** support@ the domain mail is sent from, e.g. `Darsak <no-reply@darsak.example>`. */
const supportAddressOf = (sender: string): string => {
  const address = /<([^>]+)>/.exec(sender)?.[1] ?? sender;
  return `support@${address.split('@')[1] ?? 'localhost'}`;
};

const schema = z.object({
  ENVIRONMENT: z.enum(environments as [Environment, ...Environment[]]).default('local'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optional,
  /** The public site's contact page: the support address, and a WhatsApp number if there is one. */
  SUPPORT_EMAIL: optional,
  SUPPORT_WHATSAPP: optional,
  /** Who sells, as a receipt names them: each shown only when set (decision 046). */
  SELLER_LEGAL_NAME: optional,
  SELLER_ADDRESS: optional,
  SELLER_TAX_REGISTRATION: optional,
  SELLER_COMMERCIAL_REGISTRATION: optional,
  TRUST_PROXY: trustProxy.default(false),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optional,
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  EMBEDDED_DATABASE_THREAD: z.enum(['worker', 'main']).default('worker'),
  REDIS_URL: optional,
  REDIS_PREFIX: z.string().default('darsak:'),
  JWT_SECRET: optional,
  SMTP_HOST: optional,
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: flag.default(false),
  SMTP_USER: optional,
  SMTP_PASSWORD: optional,
  SMTP_FROM: z.string().default('Darsak <no-reply@darsak.test>'),
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_CODE_TEMPLATE: optional,
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('ar'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CODES_PER_MINUTE: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_CHAT_MEDIA_PER_MINUTE: z.coerce.number().int().positive().default(20),
  TIME_ZONE: z
    .string()
    .default('Africa/Cairo')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'not a known time zone'),
  QUOTA_WEEK_START_DAY: z.coerce.number().int().min(0).max(6).default(6),
  QUOTA_WEEK_START_HOUR: z.coerce.number().int().min(0).max(23).default(6),
  FREE_TRIAL_WEEKLY_MINUTES: z.coerce.number().int().min(15).max(2400).default(30),
  FREE_TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  TUTOR_HOURLY_RATE: z.coerce.number().int().positive().default(15000),
  SUPPORT_GROUP_URL: z.url().default('https://chat.whatsapp.com/DarsakTutorsSupport'),
  INTRO_VIDEO_MIN_SECONDS: z.coerce.number().int().min(1).max(600).default(INTRO_VIDEO_MIN_SECONDS),
  INTRO_VIDEO_MAX_SECONDS: z.coerce.number().int().min(1).max(600).default(INTRO_VIDEO_MAX_SECONDS),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(5000),
  STUN_URLS: z.string().default(''),
  TURN_URLS: z.string().default(''),
  TURN_SECRET: optional,
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(172800).default(86400),
  SESSION_OPENS_MINUTES_BEFORE: z.coerce.number().int().min(0).max(10080).default(10),
  PAYMENT_PROVIDERS: z.string().trim().default(''),
  PAYMENT_KIOSK_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  PAYMENT_CARD_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: optional,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  SEED: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  environment: Environment;
  port: number;
  host: string;
  publicUrl: string | undefined;
  /** Proxies whose forwarded client address is believed: false, a hop count, or addresses. */
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Server processes sharing the port (several need PostgreSQL and Redis). */
  processes: number;
  /** Where the embedded database runs: its own worker thread, or the server's thread (to compare). */
  embeddedThread: 'worker' | 'main';
  redisUrl: string | undefined;
  redisPrefix: string;
  jwtSecret: string;
  smtp:
    | {
        host: string;
        port: number;
        secure: boolean;
        user?: string;
        password?: string;
        from: string;
      }
    | undefined;
  emailFrom: string;
  /** Shown on the site's contact page; the email defaults to the address mail is sent from. */
  support: { email: string; whatsapp: string | null };
  /**
   * The seller on receipts: the company's legal name and address, its tax registration number and
   * its commercial registration number; null when not set, and then not shown.
   */
  seller: {
    legalName: string | null;
    address: string | null;
    taxRegistration: string | null;
    commercialRegistration: string | null;
  };
  whatsapp:
    | {
        token: string;
        phoneNumberId: string;
        apiUrl: string;
        codeTemplate?: string;
        templateLanguage: string;
      }
    | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  uploadMaxBytes: number | undefined;
  rateLimit: { authPerMinute: number; codesPerMinute: number; chatMediaPerMinute: number };
  /** The zone weeks, schedules and reminders are computed in (SPEC: Africa/Cairo, which has daylight saving). */
  timeZone: string;
  /** The weekly quota renews on this weekday (Sunday 0) at this local hour. */
  quotaWeekStart: { weekday: number; hour: number };
  freeTrial: { weeklyMinutes: number; days: number };
  /** Default tutor rate, piasters per hour, when a tutor has none of their own. */
  tutorHourlyRate: number;
  /** Tutor onboarding: the support group's link and the intro video's length bounds (decision 014). */
  onboarding: { supportGroupUrl: string; introVideoSeconds: { min: number; max: number } };
  jobsPollMs: number;
  /** ICE servers of live sessions: STUN, and TURN with coturn's time-limited REST credentials. */
  ice: {
    stunUrls: string[];
    turnUrls: string[];
    turnSecret: string | undefined;
    ttlSeconds: number;
  };
  /** A live session takes its members from this many minutes before its start (decision 013). */
  sessionOpensMinutesBefore: number;
  /** On SIGTERM: how long readiness fails before connections close, and the most a shutdown takes. */
  shutdown: { graceMs: number; timeoutMs: number };
  /** Each payment provider's settings by its name (undefined: not configured here), and: */
  payments: ProviderSettings & {
    /** Which provider serves which way of paying (PAYMENT_PROVIDERS; decision 024). */
    routing: PaymentRouting;
    /** The local environment mounts a sandbox provider under /sandbox. */
    sandbox: boolean;
    /** How long a kiosk reference stays payable, and a card or wallet order stays open. */
    kioskHours: number;
    cardMinutes: number;
  };
  /** Uploads in an S3-compatible store (decision 029); undefined: on disk in the data folder. */
  s3: S3Settings | undefined;
  seed: boolean;
  logLevel: string;
};

export type PaymentRouting = Record<PaymentWay, ProviderName>;

export class ConfigError extends Error {}

/** Secrets production must be given; it refuses to start without them. */
const productionRequired = [
  'JWT_SECRET',
  'DATABASE_URL',
  'PUBLIC_URL',
  'SMTP_HOST',
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
] as const;

/** The provider each way of paying has unless PAYMENT_PROVIDERS says. */
const defaultProvider = (way: PaymentWay): ProviderName => {
  const provider = defaultProviderOf(way);
  if (!provider) throw new ConfigError(`No payment provider serves ${way}`);
  return provider;
};

/**
 * `card=<provider>,wallet=<provider>` → every way of paying with its provider, the default one
 * unless named; a provider may be given only the ways it declares it serves.
 */
const parseRouting = (value: string): PaymentRouting => {
  const routing = Object.fromEntries(
    paymentWays.map((way) => [way, defaultProvider(way)]),
  ) as PaymentRouting;
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [way = '', name = ''] = part.split('=').map((p) => p.trim());
    if (!paymentWays.includes(way as PaymentWay))
      throw new ConfigError(`PAYMENT_PROVIDERS: unknown way of paying "${way}"`);
    const provider = providerNamed(name);
    if (!provider) throw new ConfigError(`PAYMENT_PROVIDERS: unknown provider "${name}"`);
    if (!provider.capabilities.ways.includes(way as PaymentWay))
      throw new ConfigError(`PAYMENT_PROVIDERS: ${name} does not serve ${way} here`);
    routing[way as PaymentWay] = name as ProviderName;
  }
  return routing;
};

/** Every provider's environment variables, checked with the server's own. */
const providersSchema = z.object(
  Object.assign({}, ...registeredProviders.map((provider) => provider.env)) as Record<
    string,
    z.ZodType
  >,
);

const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3-compatible store, when configured: all of its settings or none. */
const s3Config = (e: z.infer<typeof schema>): S3Settings | undefined => {
  const missing = s3Keys.filter((key) => !e[key]);
  if (missing.length === s3Keys.length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(
      `An S3 store also needs these environment variables: ${missing.join(', ')}`,
    );
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
};

/** A local secret kept in the data folder, so tokens survive restarts on a laptop. */
const localSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** A comma-separated list of ICE server addresses. */
const urlList = (value: string): string[] =>
  value
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = schema.safeParse(env);
  const providerEnv = providersSchema.safeParse(env);
  if (!parsed.success || !providerEnv.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(providerEnv.error?.issues ?? [])];
    const lines = issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const routing = parseRouting(e.PAYMENT_PROVIDERS);
  if (e.ENVIRONMENT === 'production') {
    const enabled = new Set(Object.values(routing));
    const missing = [
      ...productionRequired.filter((key) => !e[key]),
      ...registeredProviders
        .filter((provider) => enabled.has(provider.name as ProviderName))
        .flatMap((provider) => provider.productionEnv)
        .filter((key) => !providerEnv.data[key]),
    ];
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these environment variables: ${missing.join(', ')}`);
    }
    if ((e.JWT_SECRET ?? '').length < 32) {
      throw new ConfigError('JWT_SECRET must be at least 32 characters in production');
    }
  }
  if (e.SERVER_PROCESSES > 1 && !(e.DATABASE_URL && e.REDIS_URL)) {
    throw new ConfigError(
      'SERVER_PROCESSES above 1 needs DATABASE_URL and REDIS_URL: the processes share them',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    environment: e.ENVIRONMENT,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedThread: e.EMBEDDED_DATABASE_THREAD,
    processes: e.SERVER_PROCESSES,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET ?? (e.ENVIRONMENT === 'local' ? localSecret(dataDir) : missingSecret()),
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.SMTP_FROM,
        }
      : undefined,
    emailFrom: e.SMTP_FROM,
    support: {
      email: e.SUPPORT_EMAIL ?? supportAddressOf(e.SMTP_FROM),
      whatsapp: e.SUPPORT_WHATSAPP ?? null,
    },
    seller: {
      legalName: e.SELLER_LEGAL_NAME ?? null,
      address: e.SELLER_ADDRESS ?? null,
      taxRegistration: e.SELLER_TAX_REGISTRATION ?? null,
      commercialRegistration: e.SELLER_COMMERCIAL_REGISTRATION ?? null,
    },
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: e.WHATSAPP_API_URL,
            codeTemplate: e.WHATSAPP_CODE_TEMPLATE,
            templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
          }
        : undefined,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    rateLimit: {
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      codesPerMinute: e.RATE_LIMIT_CODES_PER_MINUTE,
      chatMediaPerMinute: e.RATE_LIMIT_CHAT_MEDIA_PER_MINUTE,
    },
    payments: {
      ...(Object.fromEntries(
        registeredProviders.map((provider) => [
          provider.name,
          provider.settings(providerEnv.data as never, e.ENVIRONMENT === 'local'),
        ]),
      ) as ProviderSettings),
      routing,
      sandbox: e.ENVIRONMENT === 'local',
      kioskHours: e.PAYMENT_KIOSK_HOURS,
      cardMinutes: e.PAYMENT_CARD_MINUTES,
    },
    s3: s3Config(e),
    // Demo data exists only on a laptop: never in staging or production.
    seed: e.ENVIRONMENT === 'local' && (e.SEED ?? true),
    timeZone: e.TIME_ZONE,
    quotaWeekStart: { weekday: e.QUOTA_WEEK_START_DAY, hour: e.QUOTA_WEEK_START_HOUR },
    freeTrial: { weeklyMinutes: e.FREE_TRIAL_WEEKLY_MINUTES, days: e.FREE_TRIAL_DAYS },
    tutorHourlyRate: e.TUTOR_HOURLY_RATE,
    onboarding: {
      supportGroupUrl: e.SUPPORT_GROUP_URL,
      introVideoSeconds: { min: e.INTRO_VIDEO_MIN_SECONDS, max: e.INTRO_VIDEO_MAX_SECONDS },
    },
    jobsPollMs: e.JOBS_POLL_MS,
    ice: {
      stunUrls: urlList(e.STUN_URLS),
      turnUrls: urlList(e.TURN_URLS),
      turnSecret: e.TURN_SECRET,
      ttlSeconds: e.TURN_TTL_SECONDS,
    },
    sessionOpensMinutesBefore: e.SESSION_OPENS_MINUTES_BEFORE,
    shutdown: {
      graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
      timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    logLevel: e.LOG_LEVEL,
  };
};

const missingSecret = (): never => {
  throw new ConfigError('JWT_SECRET is required outside the local environment');
};
