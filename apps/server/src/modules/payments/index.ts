/**
 * Payments (SPEC §7 "Payments and subscriptions", issue 10): buying a plan by card, wallet or
 * kiosk reference through a PaymentGateway (FawryPay, or the local sandbox), transactions and
 * their statuses, refunds, saved cards, and the provider's verified notifications. A confirmed
 * payment starts its subscription through the plans module and emits `payment.confirmed`.
 */
import type { ServerModule } from '../../module.js';
import { expireOrder, syncOrder } from './jobs.js';
import { kioskMessage, receiptMessage, refundMessage } from './notices.js';
import { paymentRoutes } from './routes.js';

export const paymentsModule: ServerModule = {
  name: 'payments',
  routes: paymentRoutes,
  jobs: [syncOrder, expireOrder, kioskMessage, receiptMessage, refundMessage],
};
