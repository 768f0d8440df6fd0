/**
 * Earnings and withdrawals (docs/product/earnings.md): a tutor's derived balance,
 * withdrawal invoices and their states, private transfer receipts, live updates and settled notices.
 */
import type { ServerModule } from '../../module.js';
import { startLiveInvoices } from './live.js';
import { settledNotice } from './notify.js';
import { invoicesRoutes } from './routes.js';

export const invoicesModule: ServerModule = {
  name: 'invoices',
  routes: invoicesRoutes,
  jobs: [settledNotice],
  start: startLiveInvoices,
};
