import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'darsak-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const productionSecrets = {
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  DATABASE_URL: 'postgres://darsak@db.internal:5432/darsak',
  PUBLIC_URL: 'https://darsak.example.com',
  SMTP_HOST: 'smtp.example.com',
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  FAWRY_BASE_URL: 'https://atfawry.com',
  FAWRY_MERCHANT_CODE: 'merchant',
  FAWRY_SECURE_KEY: 'secure-key',
};

const configError = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted the configuration');
};

describe('loadConfig', () => {
  it('defaults to the local environment with demo data', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      environment: 'local',
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'darsak:',
      smtp: undefined,
      whatsapp: undefined,
      googleClientId: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      rateLimit: { authPerMinute: 10, codesPerMinute: 5 },
      seed: true,
    });
  });

  it('keeps a generated local secret in the data folder, so tokens survive restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses production without its secrets, naming each missing one', () => {
    const error = configError({ ENVIRONMENT: 'production', DATA_DIR: dataDir() });
    for (const name of Object.keys(productionSecrets)) expect(error.message).toContain(name);

    const partly = configError({
      ENVIRONMENT: 'production',
      DATA_DIR: dataDir(),
      ...productionSecrets,
      SMTP_HOST: '',
      WHATSAPP_TOKEN: undefined,
    });
    expect(partly.message).toContain('SMTP_HOST');
    expect(partly.message).toContain('WHATSAPP_TOKEN');
    expect(partly.message).not.toContain('JWT_SECRET');
    expect(partly.message).not.toContain('DATABASE_URL');
  });

  it('refuses a short JWT secret in production', () => {
    const error = configError({
      ENVIRONMENT: 'production',
      DATA_DIR: dataDir(),
      ...productionSecrets,
      JWT_SECRET: 'short',
    });
    expect(error.message).toContain('JWT_SECRET');
  });

  it('starts production with its secrets, and never seeds it', () => {
    const config = loadConfig({
      ENVIRONMENT: 'production',
      DATA_DIR: dataDir(),
      SEED: 'true',
      ...productionSecrets,
    });
    expect(config).toMatchObject({
      environment: 'production',
      seed: false,
      jwtSecret: productionSecrets.JWT_SECRET,
      databaseUrl: productionSecrets.DATABASE_URL,
      publicUrl: productionSecrets.PUBLIC_URL,
      smtp: { host: 'smtp.example.com', port: 587, secure: false },
      whatsapp: {
        token: 'token',
        phoneNumberId: '1234567890',
        apiUrl: 'https://graph.facebook.com/v21.0',
        templateLanguage: 'ar',
      },
    });
  });

  it('never seeds staging, and lets local turn the seed off', () => {
    const staging = loadConfig({
      ENVIRONMENT: 'staging',
      DATA_DIR: dataDir(),
      JWT_SECRET: productionSecrets.JWT_SECRET,
      SEED: 'true',
    });
    expect(staging.seed).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED: 'false' }).seed).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED: '1' }).seed).toBe(true);
  });

  it('needs a JWT secret outside the local environment', () => {
    const error = configError({ ENVIRONMENT: 'staging', DATA_DIR: dataDir() });
    expect(error.message).toContain('JWT_SECRET');
  });

  it.each([
    [{ ENVIRONMENT: 'prod' }, 'ENVIRONMENT'],
    [{ ENVIRONMENT: 'Production' }, 'ENVIRONMENT'],
    [{ PORT: 'http' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SMTP_SECURE: 'yes' }, 'SMTP_SECURE'],
    [{ GOOGLE_JWKS_URL: 'not a url' }, 'GOOGLE_JWKS_URL'],
    [{ UPLOAD_MAX_BYTES: '0' }, 'UPLOAD_MAX_BYTES'],
    [{ RATE_LIMIT_AUTH_PER_MINUTE: '-1' }, 'RATE_LIMIT_AUTH_PER_MINUTE'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
  ])('rejects %j, naming the variable', (env, name) => {
    const error = configError({ DATA_DIR: dataDir(), ...env });
    expect(error.message).toContain('Invalid configuration');
    expect(error.message).toContain(name);
  });

  it('takes empty variables as unset and configures transports only when complete', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: '',
      REDIS_URL: '  ',
      WHATSAPP_TOKEN: 'token',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'secret',
      UPLOAD_MAX_BYTES: '2048',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    // A token without a phone-number id is no WhatsApp configuration.
    expect(config.whatsapp).toBeUndefined();
    expect(config.smtp).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      user: 'mailer',
      password: 'secret',
      from: 'Darsak <no-reply@darsak.test>',
    });
    expect(config.uploadMaxBytes).toBe(2048);
  });

  it('runs several server processes only on PostgreSQL and Redis, which they share', () => {
    expect(configError({ DATA_DIR: dataDir(), SERVER_PROCESSES: '2' }).message).toContain(
      'SERVER_PROCESSES',
    );
    const shared = loadConfig({
      DATA_DIR: dataDir(),
      SERVER_PROCESSES: '2',
      DATABASE_URL: 'postgres://darsak@127.0.0.1:5432/darsak',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(shared.processes).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      processes: 1,
      embeddedThread: 'worker',
    });
  });

  describe('payment providers (decision 024)', () => {
    it('serves every way of paying through FawryPay unless told otherwise', () => {
      const config = loadConfig({ DATA_DIR: dataDir() });
      expect(config.payments.routing).toEqual({
        card: 'fawry',
        wallet: 'fawry',
        kiosk: 'fawry',
        installments: 'fawry',
      });
      expect(config.payments.paymob).toMatchObject({ baseUrl: undefined });
    });

    it('reads PAYMENT_PROVIDERS and PAYMOB_INTEGRATIONS, refusing what it does not know', () => {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        PAYMENT_PROVIDERS: 'card=paymob, wallet=paymob',
        PAYMOB_SECRET_KEY: 'sk',
        PAYMOB_API_KEY: 'ak',
        PAYMOB_PUBLIC_KEY: 'pk',
        PAYMOB_HMAC_SECRET: 'hs',
        PAYMOB_INTEGRATIONS: 'card=4097558,wallet=4097559',
      });
      expect(config.payments.routing).toMatchObject({
        card: 'paymob',
        wallet: 'paymob',
        kiosk: 'fawry',
      });
      expect(config.payments.paymob?.integrations).toEqual({ card: 4097558, wallet: 4097559 });
      expect(
        configError({ DATA_DIR: dataDir(), PAYMENT_PROVIDERS: 'cash=paymob' }).message,
      ).toMatch(/unknown way of paying/);
      expect(
        configError({ DATA_DIR: dataDir(), PAYMENT_PROVIDERS: 'card=stripe' }).message,
      ).toMatch(/unknown provider/);
      expect(
        configError({ DATA_DIR: dataDir(), PAYMENT_PROVIDERS: 'installments=paymob' }).message,
      ).toMatch(/installments/);
    });

    it('makes production name the secrets of the providers it enables', () => {
      const env = { ...productionSecrets, ENVIRONMENT: 'production', DATA_DIR: dataDir() };
      expect(configError({ ...env, PAYMENT_PROVIDERS: 'card=paymob' }).message).toMatch(
        /PAYMOB_BASE_URL, PAYMOB_SECRET_KEY, PAYMOB_API_KEY/,
      );
      const { FAWRY_BASE_URL: _u, FAWRY_MERCHANT_CODE: _m, FAWRY_SECURE_KEY: _k, ...noFawry } = env;
      const paymobOnly = configError({
        ...noFawry,
        PAYMENT_PROVIDERS: 'card=paymob,wallet=paymob,kiosk=paymob',
        PAYMOB_BASE_URL: 'https://accept.paymob.com',
        PAYMOB_SECRET_KEY: 'sk',
        PAYMOB_API_KEY: 'ak',
        PAYMOB_PUBLIC_KEY: 'pk',
        PAYMOB_HMAC_SECRET: 'hs',
        PAYMOB_INTEGRATIONS: 'card=1,wallet=2,kiosk=3',
      });
      // Installments stay FawryPay's: production still asks for its secrets then.
      expect(paymobOnly.message).toMatch(/FAWRY_BASE_URL, FAWRY_MERCHANT_CODE, FAWRY_SECURE_KEY/);
    });
  });
});
