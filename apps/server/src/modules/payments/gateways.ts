/**
 * The payment gateways each server uses, built once with the server: FawryPay and Paymob when
 * configured, their local sandboxes (which speak each provider's protocol on this very server) on
 * a laptop. Which one serves a way of paying is PAYMENT_PROVIDERS' choice (decision 024); an order
 * is always followed up (status, refund, cancel) by the provider that took it.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentMethodGroup } from '../../config.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { createFawryGateway } from '../../infra/payments/fawry/adapter.js';
import type { PaymentGateway, ProviderName } from '../../infra/payments/gateway.js';
import { createPaymobGateway } from '../../infra/payments/paymob/adapter.js';
import { mountFawrySandbox } from '../../infra/payments/fawry/sandbox.js';
import { mountPaymobSandbox } from '../../infra/payments/paymob/sandbox.js';
import { httpTransport, selfTransport } from '../../infra/payments/transport.js';

const gateways = new WeakMap<AppContext, Partial<Record<ProviderName, PaymentGateway>>>();

export const setUpGateway = (app: FastifyInstance, ctx: AppContext): void => {
  const { fawry, paymob, sandbox } = ctx.config.payments;
  const built: Partial<Record<ProviderName, PaymentGateway>> = {};
  if (fawry) {
    built.fawry = createFawryGateway({
      merchantCode: fawry.merchantCode,
      secureKey: fawry.secureKey,
      transport: fawry.baseUrl
        ? httpTransport(fawry.baseUrl)
        : selfTransport(app, '/sandbox/fawry'),
      pagesBase: fawry.baseUrl ?? '/sandbox/fawry',
    });
    if (sandbox)
      mountFawrySandbox(app, {
        merchantCode: fawry.merchantCode,
        secureKey: fawry.secureKey,
        dataDir: ctx.config.dataDir,
        notify: selfTransport(app, ''),
        log: ctx.log,
      });
  }
  if (paymob) {
    built.paymob = createPaymobGateway({
      ...paymob,
      transport: paymob.baseUrl
        ? httpTransport(paymob.baseUrl)
        : selfTransport(app, '/sandbox/paymob'),
      browserBase: paymob.baseUrl ?? '/sandbox/paymob',
      publicUrl: ctx.config.publicUrl ?? '',
    });
    if (sandbox)
      mountPaymobSandbox(app, {
        ...paymob,
        dataDir: ctx.config.dataDir,
        notify: selfTransport(app, ''),
        log: ctx.log,
      });
  }
  gateways.set(ctx, built);
};

/** A provider's gateway, or `payment-provider-error` when it is not configured here. */
export const gatewayOf = (ctx: AppContext, provider: string): PaymentGateway => {
  const gateway = gateways.get(ctx)?.[provider as ProviderName];
  if (!gateway)
    throw new AppError(
      'payment-provider-error',
      `The payment provider ${provider} is not configured`,
    );
  return gateway;
};

/** The provider that serves a way of paying here (PAYMENT_PROVIDERS). */
export const providerFor = (ctx: AppContext, method: PaymentMethodGroup): ProviderName =>
  ctx.config.payments.routing[method];

/** The providers configured on this server. */
export const configuredProviders = (ctx: AppContext): ProviderName[] =>
  Object.keys(gateways.get(ctx) ?? {}) as ProviderName[];
