/**
 * Payments: buying a plan by card, wallet, kiosk reference or bank installments through the
 * provider that serves that way (infra/payments/registry.ts), transactions and their statuses,
 * refunds, saved cards, and the providers' verified callbacks. A confirmed payment starts its
 * subscription through the plans module and tells the student's pages (TransactionStatusUpdate).
 */
import type { ServerModule } from '../../module.js';
import { followFreedLessons } from '../scheduling/index.js';
import { expireOrder, syncOrder } from './jobs.js';
import { lessonRefund, scheduleLessonRefunds } from './lesson-refund.js';
import { kioskMessage, payoutMessage, receiptMessage, refundMessage } from './notices.js';
import { paymentRoutes } from './routes.js';

export { newPaymentGateways, type PaymentGateways } from './gateways.js';

export const paymentsModule: ServerModule = {
  name: 'payments',
  routes: paymentRoutes,
  jobs: [
    syncOrder,
    expireOrder,
    kioskMessage,
    receiptMessage,
    refundMessage,
    payoutMessage,
    lessonRefund,
  ],
  start: () => followFreedLessons(scheduleLessonRefunds),
};
