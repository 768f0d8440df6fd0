import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { registeredProviders } from '../../infra/payments/registry.js';
import { checkoutOptions, quoteCheckout, startCheckout } from './checkout.js';
import { serveSandboxes } from './gateways.js';
import { buyLesson } from './lesson-checkout.js';
import { cancellationQuote, cancelSubscription } from './cancellation.js';
import * as coupons from './coupons.js';
import * as payments from './service.js';
import * as payouts from './refund-payouts.js';
import { upgradeOptions } from './upgrade.js';

/** Egyptian mobile numbers as providers take them: 01xxxxxxxxx. */
const localPhone = (phone: string) => phone.replace(/^\+20/, '0');

export const paymentRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  serveSandboxes(app, ctx);
  route(app, ctx, api.quoteCheckout, ({ actor, query }) => quoteCheckout(ctx, actor, query));
  route(app, ctx, api.checkoutOptions, ({ actor, query }) => checkoutOptions(ctx, actor, query));
  route(app, ctx, api.payByInstallments, ({ actor, body }) =>
    startCheckout(
      ctx,
      actor,
      body,
      { kind: 'installments', planId: body.installmentPlanId },
      'form',
    ),
  );
  route(app, ctx, api.payOnProviderPage, ({ actor, body }) =>
    startCheckout(
      ctx,
      actor,
      body,
      body.method === 'card'
        ? { kind: 'card-new', saveCard: false }
        : body.method === 'wallet'
          ? { kind: 'wallet', phone: '' }
          : { kind: 'kiosk' },
      'hosted-page',
    ),
  );
  route(app, ctx, api.payByCard, ({ actor, body }) =>
    startCheckout(
      ctx,
      actor,
      body,
      body.cardToken
        ? { kind: 'card-token', cardToken: body.cardToken, cvv: body.cvv ?? '' }
        : { kind: 'card-new', saveCard: body.saveCard },
      'form',
    ),
  );
  route(app, ctx, api.buyLesson, ({ actor, body }) => buyLesson(ctx, actor, body));
  route(app, ctx, api.upgradeOptions, ({ actor, query }) => upgradeOptions(ctx, actor, query.id));
  route(app, ctx, api.payByReference, ({ actor, body }) =>
    startCheckout(ctx, actor, body, { kind: 'kiosk' }, 'form'),
  );
  route(app, ctx, api.payByWallet, ({ actor, body }) =>
    startCheckout(
      ctx,
      actor,
      body,
      { kind: 'wallet', phone: localPhone(body.walletPhone) },
      'form',
    ),
  );
  // Each provider's callbacks, at the paths it declares.
  for (const provider of registeredProviders) {
    const { notification, redirect } = provider.callbacks;
    route(app, ctx, notification, ({ body, query }) =>
      payments.receiveNotification(ctx, provider.name, {
        body: (body ?? {}) as Record<string, unknown>,
        query: (query ?? {}) as Record<string, unknown>,
      }),
    );
    if (redirect)
      route(app, ctx, redirect, async ({ query, reply }) => {
        const transactionId = await payments.receiveRedirect(
          ctx,
          provider.name,
          (query ?? {}) as Record<string, unknown>,
        );
        // The answer is the student's browser going to the order's page.
        return reply.redirect(
          `${ctx.config.publicUrl ?? ''}/app/payment/${transactionId}`,
          303,
        ) as never;
      });
  }
  route(app, ctx, api.cancelUnpaidOrder, ({ actor, body }) =>
    payments.cancelUnpaidOrder(ctx, actor, body.transactionId),
  );
  route(app, ctx, api.refund, ({ actor, body }) =>
    payments.refund(ctx, actor, body.transactionId, body),
  );
  route(app, ctx, api.listRefundPayouts, ({ actor, query }) =>
    payouts.listRefundPayouts(ctx, actor, query),
  );
  route(app, ctx, api.giveRefundDestination, ({ actor, params, body }) =>
    payouts.giveRefundDestination(ctx, actor, params.id, body),
  );
  route(app, ctx, api.settleRefundPayout, ({ actor, params, body }) =>
    payouts.settleRefundPayout(ctx, actor, params.id, body),
  );
  route(app, ctx, api.listCardTokens, ({ actor }) => payments.listCards(ctx, actor));
  route(app, ctx, api.addCardUrl, ({ actor }) => payments.addCardUrl(ctx, actor));
  route(app, ctx, api.deleteCardToken, ({ actor, body }) =>
    payments.deleteCard(ctx, actor, body.cardToken),
  );
  route(app, ctx, api.paymentStatus, ({ actor, query }) =>
    payments.paymentStatus(ctx, actor, query.transactionId),
  );
  route(app, ctx, api.syncPaymentStatus, ({ actor, body }) =>
    payments.syncPaymentStatus(ctx, actor, body.transactionId),
  );
  route(app, ctx, api.getTransaction, ({ actor, params }) =>
    payments.getTransaction(ctx, actor, params.id),
  );
  route(app, ctx, api.transactionReceipt, ({ actor, params }) =>
    payments.transactionReceipt(ctx, actor, params.id),
  );
  route(app, ctx, api.listTransactions, ({ actor, query }) =>
    payments.listTransactions(ctx, actor, query),
  );
  route(app, ctx, api.lastTransaction, ({ actor }) => payments.lastTransaction(ctx, actor));
  route(app, ctx, api.cancelSubscription, ({ actor, body }) =>
    cancelSubscription(ctx, actor, body.id),
  );
  route(app, ctx, api.cancellationQuote, ({ actor, query }) =>
    cancellationQuote(ctx, actor, query.id),
  );
  route(app, ctx, api.createCoupon, ({ actor, body }) => coupons.createCoupon(ctx, actor, body));
  route(app, ctx, api.updateCoupon, ({ params, body }) =>
    coupons.updateCoupon(ctx, params.id, body),
  );
  route(app, ctx, api.deleteCoupon, ({ params }) => coupons.deleteCoupon(ctx, params.id));
  route(app, ctx, api.getCoupon, ({ params }) => coupons.getCoupon(ctx, params.id));
  route(app, ctx, api.listCoupons, ({ query }) => coupons.listCoupons(ctx, query));
  route(app, ctx, api.previewCoupon, ({ actor, params }) =>
    coupons.previewCoupon(ctx, actor, params.code),
  );
};
