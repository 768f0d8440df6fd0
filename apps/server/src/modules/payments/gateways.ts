/**
 * The payment gateway each server uses, built once with the server: FawryPay when configured, the
 * local sandbox (which speaks FawryPay's protocol on this very server) on a laptop.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { createFawryGateway } from '../../infra/payments/fawry/adapter.js';
import type { PaymentGateway } from '../../infra/payments/gateway.js';
import { mountFawrySandbox } from '../../infra/payments/sandbox/fawry-sandbox.js';
import { httpTransport, selfTransport } from '../../infra/payments/transport.js';

const gateways = new WeakMap<AppContext, PaymentGateway>();

export const setUpGateway = (app: FastifyInstance, ctx: AppContext): void => {
  const { fawry, sandbox } = ctx.config.payments;
  if (!fawry) return;
  gateways.set(
    ctx,
    createFawryGateway({
      merchantCode: fawry.merchantCode,
      secureKey: fawry.secureKey,
      transport: fawry.baseUrl
        ? httpTransport(fawry.baseUrl)
        : selfTransport(app, '/sandbox/fawry'),
      pagesBase: fawry.baseUrl ?? '/sandbox/fawry',
    }),
  );
  if (sandbox)
    mountFawrySandbox(app, {
      merchantCode: fawry.merchantCode,
      secureKey: fawry.secureKey,
      dataDir: ctx.config.dataDir,
      notify: selfTransport(app, ''),
      log: ctx.log,
    });
};

/** The gateway, or `payment-provider-error` when no provider is configured here. */
export const gatewayOf = (ctx: AppContext): PaymentGateway => {
  const gateway = gateways.get(ctx);
  if (!gateway) throw new AppError('payment-provider-error', 'No payment provider is configured');
  return gateway;
};
