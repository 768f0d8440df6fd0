/**
 * FawryPay: cards on this app's checkout form (a saved card with its CVV through 3-D Secure, a new
 * one on its hosted card page), mobile wallets, PayAtFawry kiosk references and bank installments;
 * it keeps card tokens and refunds. Its V2 notification comes to POST /api/v1/fawry/notification.
 */
import { api } from '@darsak/shared';
import { definePaymentProvider } from '../provider.js';
import { httpTransport, selfTransport } from '../transport.js';
import { createFawryGateway } from './adapter.js';
import { mountFawrySandbox } from './sandbox.js';
import { fawryEnv, fawrySettings } from './settings.js';

const sandboxPath = '/sandbox/fawry';

export const fawry = definePaymentProvider({
  name: 'fawry',
  capabilities: {
    ways: ['card', 'wallet', 'kiosk', 'installments'],
    hostedPage: false,
    savesCards: true,
    refunds: true,
  },
  env: fawryEnv,
  productionEnv: ['FAWRY_BASE_URL', 'FAWRY_MERCHANT_CODE', 'FAWRY_SECURE_KEY'],
  settings: fawrySettings,
  gateway: (settings, { app }) =>
    createFawryGateway({
      merchantCode: settings.merchantCode,
      secureKey: settings.secureKey,
      transport: settings.baseUrl
        ? httpTransport(settings.baseUrl)
        : selfTransport(app, sandboxPath),
      pagesBase: settings.baseUrl ?? sandboxPath,
    }),
  sandbox: (app, settings, server) =>
    mountFawrySandbox(app, {
      merchantCode: settings.merchantCode,
      secureKey: settings.secureKey,
      ...server,
    }),
  callbacks: { notification: api.fawryNotification },
  texts: {
    ar: { kioskNetwork: 'فوري', kioskWhere: 'في أي منفذ فوري أو من تطبيق myFawry' },
    en: { kioskNetwork: 'Fawry', kioskWhere: 'at any Fawry kiosk or in the myFawry app' },
  },
});
