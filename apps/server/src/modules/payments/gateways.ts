/**
 * The payment gateways each server uses, built once with the server (`ctx.paymentGateways`): every
 * registered provider configured here (infra/payments/registry.ts), and on a laptop their local
 * sandboxes, which speak each provider's protocol on this very server. Which one serves a way of paying is
 * PAYMENT_PROVIDERS' choice (decision 024); an order is always followed up (status, refund,
 * cancel) by the provider that took it.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { PaymentGateway, PaymentWay } from '../../infra/payments/gateway.js';
import type { AnyPaymentProvider } from '../../infra/payments/provider.js';
import {
  providerNamed,
  registeredProviders,
  type ProviderName,
} from '../../infra/payments/registry.js';
import { selfTransport } from '../../infra/payments/transport.js';

/** The gateway of each provider configured here, by its name. */
export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;

export const newPaymentGateways = (app: FastifyInstance, config: Config): PaymentGateways => {
  const built = new Map<string, PaymentGateway>();
  for (const provider of registeredProviders) {
    const settings = config.payments[provider.name as ProviderName];
    // Each provider is given back the settings its own `settings` made.
    if (settings)
      built.set(
        provider.name,
        provider.gateway(settings as never, { app, publicUrl: config.publicUrl ?? '' }),
      );
  }
  return built;
};

/** On a laptop, the configured providers' sandboxes, served by this server. */
export const serveSandboxes = (app: FastifyInstance, ctx: AppContext): void => {
  if (!ctx.config.payments.sandbox) return;
  for (const provider of registeredProviders) {
    const settings = ctx.config.payments[provider.name as ProviderName];
    if (settings)
      provider.sandbox(app, settings as never, {
        dataDir: ctx.config.dataDir,
        notify: selfTransport(app, ''),
        log: ctx.log,
      });
  }
};

/** A provider's gateway, or `payment-provider-error` when it is not configured here. */
export const gatewayOf = (ctx: AppContext, provider: string): PaymentGateway => {
  const gateway = ctx.paymentGateways.get(provider);
  if (!gateway)
    throw new AppError(
      'payment-provider-error',
      `The payment provider ${provider} is not configured`,
    );
  return gateway;
};

/** A provider by the name an order stores; `payment-provider-error` for a name none has. */
export const providerOf = (provider: string): AnyPaymentProvider => {
  const found = providerNamed(provider);
  if (!found) throw new AppError('payment-provider-error', `No payment provider ${provider}`);
  return found;
};

/** The provider that serves a way of paying here (PAYMENT_PROVIDERS). */
export const providerFor = (ctx: AppContext, way: PaymentWay): AnyPaymentProvider =>
  providerOf(ctx.config.payments.routing[way]);

/** Whether a provider is configured on this server. */
export const isConfigured = (ctx: AppContext, provider: string): boolean =>
  ctx.paymentGateways.has(provider);

/**
 * The provider whose card tokens are the students' saved cards (decision 024): the first
 * configured here that keeps cards, whoever serves new cards; undefined when none does.
 */
export const cardKeeper = (ctx: AppContext): AnyPaymentProvider | undefined =>
  registeredProviders.find(
    (provider) => provider.capabilities.savesCards && isConfigured(ctx, provider.name),
  );

/** The saved cards' provider's gateway, or `payment-provider-error` when no provider keeps cards. */
export const cardsGateway = (ctx: AppContext): PaymentGateway => {
  const keeper = cardKeeper(ctx);
  if (!keeper) throw new AppError('payment-provider-error', 'No provider here keeps cards');
  return gatewayOf(ctx, keeper.name);
};
