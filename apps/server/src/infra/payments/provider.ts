/**
 * A payment provider as the server knows it: one folder under infra/payments/ whose index.ts
 * declares this (its capabilities, its settings, its gateway, its local sandbox, its callbacks and
 * its own words), listed once in registry.ts. Checkout, settlement, refunds, saved cards, notices
 * and the web checkout read the capabilities; none of them tests a provider's name.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, Schemas } from '@darsak/shared';
import type { $ZodType } from 'zod/v4/core';
import type { PaymentGateway, PaymentWay } from './gateway.js';
import type { Transport } from './transport.js';

export type ProviderCapabilities = {
  /** The ways of paying it can serve; PAYMENT_PROVIDERS may give it only these. */
  ways: readonly PaymentWay[];
  /**
   * Where the student gives what a way needs. false: on this app's checkout form (a saved card and
   * its CVV, a wallet's number, an installment plan), the provider then answering a card page or a
   * 3-D Secure address, a wallet request, or a kiosk reference that our payment page shows and our
   * message sends. true: on the provider's own hosted checkout page, which shows its kiosk
   * reference or its wallet step itself.
   */
  hostedPage: boolean;
  /** It keeps customers' cards as tokens: the saved cards, its card-saving page, paying with one. */
  savesCards: boolean;
  /** It refunds a paid order, in full or in part. */
  refunds: boolean;
};

/** The provider's own words in the server's messages (its kiosk network's name, where to pay). */
export type ProviderTexts = {
  /** Its kiosk network's name, as it follows cash «نقداً في …», "Cash at …". */
  kioskNetwork: string;
  /** Where a kiosk reference is paid, as it follows «ادفع المبلغ» or "Pay the amount". */
  kioskWhere: string;
};

/** What a provider's local sandbox is given: the data folder, a way to call this server, a log. */
export type SandboxServer = { dataDir: string; notify: Transport; log: FastifyBaseLogger };

export type EnvShape = Record<string, z.ZodType>;

/** A callback's route: public, answered `{ received }` (or, for the browser's return, sent on). */
export type CallbackEndpoint = Endpoint<Schemas & { response: $ZodType<{ received: boolean }> }>;

export type PaymentProvider<Name extends string, Env extends EnvShape, Settings> = {
  /** Its name, as orders store it (`transactions.provider`) and PAYMENT_PROVIDERS says it. */
  name: Name;
  capabilities: ProviderCapabilities;
  /** Its environment variables and their checks, read with the server's configuration. */
  env: Env;
  /** Those production must be given when the provider serves a way of paying there. */
  productionEnv: readonly (keyof Env & string)[];
  /**
   * Its settings from its environment variables; on a laptop (`local`) without them, its local
   * sandbox's; undefined when it is not configured here.
   */
  settings: (env: z.output<z.ZodObject<Env>>, local: boolean) => Settings | undefined;
  /** Its gateway: to the provider's address, or to its sandbox on this very server. */
  gateway: (
    settings: Settings,
    server: { app: FastifyInstance; publicUrl: string },
  ) => PaymentGateway;
  /** Mounts its local sandbox on this server (ENVIRONMENT=local only). */
  sandbox: (app: FastifyInstance, settings: Settings, server: SandboxServer) => void;
  /**
   * Its callbacks to this server: routes of the shared contract, public, each at the path the
   * provider is given. The browser's return is settled as a notification is, then sent on to the
   * order's page.
   */
  callbacks: { notification: CallbackEndpoint; redirect?: CallbackEndpoint };
  /** Its words in the server's messages, Arabic first. */
  texts: { ar: ProviderTexts; en: ProviderTexts };
};

/** Declares a provider, its settings' type taken from its `settings`. */
export const definePaymentProvider = <Name extends string, Env extends EnvShape, Settings>(
  provider: PaymentProvider<Name, Env, Settings>,
) => provider;

/**
 * A provider of any name and settings, as code that goes through all of them sees it: each
 * provider's functions are given back the settings its own `settings` made (hence `never`, which
 * any provider's settings type accepts).
 */
export type AnyPaymentProvider = Pick<
  PaymentProvider<string, EnvShape, unknown>,
  'name' | 'capabilities' | 'env' | 'callbacks' | 'texts'
> & {
  productionEnv: readonly string[];
  settings: (env: never, local: boolean) => unknown;
  gateway: (settings: never, server: { app: FastifyInstance; publicUrl: string }) => PaymentGateway;
  sandbox: (app: FastifyInstance, settings: never, server: SandboxServer) => void;
};
