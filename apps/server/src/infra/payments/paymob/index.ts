/**
 * Paymob: cards, mobile wallets and Aman/Masary kiosk references, all on its hosted Unified
 * Checkout; it refunds, keeps no cards and offers no installment plan here (decision 024). Its
 * transaction-processed callback comes to POST /api/v1/paymob/callback, the student's browser back
 * to GET /api/v1/paymob/redirect, both signed with HMAC-SHA512.
 */
import { api } from '@darsak/shared';
import { definePaymentProvider } from '../provider.js';
import { httpTransport, selfTransport } from '../transport.js';
import { createPaymobGateway } from './adapter.js';
import { mountPaymobSandbox } from './sandbox.js';
import { paymobEnv, paymobSettings } from './settings.js';

const sandboxPath = '/sandbox/paymob';

export const paymob = definePaymentProvider({
  name: 'paymob',
  capabilities: {
    ways: ['card', 'wallet', 'kiosk'],
    hostedPage: true,
    savesCards: false,
    refunds: true,
  },
  env: paymobEnv,
  productionEnv: [
    'PAYMOB_BASE_URL',
    'PAYMOB_SECRET_KEY',
    'PAYMOB_API_KEY',
    'PAYMOB_PUBLIC_KEY',
    'PAYMOB_HMAC_SECRET',
    'PAYMOB_INTEGRATIONS',
  ],
  settings: paymobSettings,
  gateway: (settings, { app, publicUrl }) =>
    createPaymobGateway({
      ...settings,
      transport: settings.baseUrl
        ? httpTransport(settings.baseUrl)
        : selfTransport(app, sandboxPath),
      browserBase: settings.baseUrl ?? sandboxPath,
      publicUrl,
    }),
  sandbox: (app, settings, server) => mountPaymobSandbox(app, { ...settings, ...server }),
  callbacks: { notification: api.paymobCallback, redirect: api.paymobRedirect },
  texts: {
    ar: { kioskNetwork: 'أمان أو مصاري', kioskWhere: 'في أي منفذ أمان أو مصاري' },
    en: { kioskNetwork: 'Aman or Masary', kioskWhere: 'at any Aman or Masary outlet' },
  },
});
