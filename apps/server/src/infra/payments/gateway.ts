/**
 * One face for every payment provider: services and routes ask a PaymentGateway and never know
 * which provider answers. Amounts are integer piasters here; each adapter converts to its
 * provider's format.
 */
import type { PaymentFailure } from '@darsak/shared';

/** The ways a student may pay; PAYMENT_PROVIDERS names the provider of each. */
export const paymentWays = ['card', 'wallet', 'kiosk', 'installments'] as const;
export type PaymentWay = (typeof paymentWays)[number];

export type Customer = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** The student's language: a provider's hosted pages speak it where they can (Arabic if not said). */
  language?: 'ar' | 'en';
};

export type CheckoutMethod =
  | { kind: 'card-new'; saveCard: boolean }
  | { kind: 'card-token'; cardToken: string; cvv: string }
  | { kind: 'wallet'; phone: string }
  | { kind: 'kiosk' }
  /** Monthly bank installments: a plan the provider offers, paid by card on its hosted page. */
  | { kind: 'installments'; planId: string };

export type CheckoutRequest = {
  merchantRef: string;
  amount: number;
  description: string;
  /** What is sold, as the provider's item id (the plan and period). */
  itemId: string;
  customer: Customer;
  method: CheckoutMethod;
  /** Where the provider sends the student's browser back to. */
  returnUrl: string;
  /** An unpaid order ends then (kiosk references). */
  expiresAt: Date;
};

export type CheckoutResult =
  | { kind: 'redirect'; url: string; providerRef: string | null }
  | { kind: 'kiosk'; reference: string; expiresAt: Date }
  | { kind: 'wallet'; providerRef: string | null; approveUrl: string | null };

/** What a provider says an order is, from a verified notification or a status query. */
export type ProviderStatus =
  'unpaid' | 'paid' | 'failed' | 'expired' | 'canceled' | 'refunded' | 'partially-refunded';

export type PaymentReport = {
  merchantRef: string;
  providerRef: string | null;
  /**
   * The provider's own order id when that, not our reference, is what its signature covers: the
   * order must then be the one it was given at checkout.
   */
  providerOrderRef?: string;
  status: ProviderStatus;
  /** What the order was for, in piasters, as the provider states it. */
  amount: number;
  currency: string;
  /** The provider's own words on a refusal, kept for the back office. */
  failureReason: string | null;
  /**
   * Why the order ended unpaid, as its gateway reads the provider's report
   * (docs/product/plans-and-payments.md#why-a-payment-failed); null when it did not end unpaid.
   */
  failure: PaymentFailure | null;
};

/** A bank installment plan for an amount: what the student pays monthly and in all (piasters). */
export type InstallmentPlanInfo = {
  id: string;
  /** The bank's name as the provider gives it (perhaps in Arabic only), and its code if it gives one. */
  bank: string;
  bankCode: string | null;
  months: number;
  monthly: number;
  total: number;
};

export type SavedCardInfo = {
  token: string;
  lastFour: string;
  brand: string;
  expiry: string;
  /** The customer's default card at the provider, when it marks one. */
  isDefault: boolean;
  /** When it was saved (epoch ms), when the provider says. */
  savedAt: number | null;
};

/**
 * Saved cards in the order a checkout offers them: the provider's default card, then the most
 * recently saved; cards without a date keep the provider's order, which lists the newest last.
 */
export const preferredCardsFirst = (cards: SavedCardInfo[]): SavedCardInfo[] =>
  cards
    .map((card, index) => ({ card, index }))
    .sort(
      (a, b) =>
        Number(b.card.isDefault) - Number(a.card.isDefault) ||
        (b.card.savedAt ?? 0) - (a.card.savedAt ?? 0) ||
        b.index - a.index,
    )
    .map(({ card }) => card);

export class ProviderError extends Error {}

/** A callback as the provider sent it to this server. */
export type CallbackRequest = { body: Record<string, unknown>; query: Record<string, unknown> };

/** What a callback claims before its signature is checked. */
export type CallbackClaim = {
  /** What its signature covers, as the gateway's verification reads it; recorded as it came. */
  signed: Record<string, unknown>;
  /** The order it names (our merchant reference), recorded with it. */
  merchantRef: string | null;
  /**
   * About what follows a settled order (a refund's own transaction): recorded once its signature
   * holds, it settles nothing (refunds are settled when an admin makes them).
   */
  followUp: boolean;
};

export type PaymentGateway = {
  name: string;
  checkout: (request: CheckoutRequest) => Promise<CheckoutResult>;
  /** The order's status now, or null when the provider does not know it. */
  status: (merchantRef: string) => Promise<PaymentReport | null>;
  refund: (providerRef: string, amount: number, reason: string) => Promise<void>;
  cancelUnpaid: (merchantRef: string) => Promise<void>;
  listCards: (customerId: number) => Promise<SavedCardInfo[]>;
  deleteCard: (customerId: number, token: string) => Promise<void>;
  /** The bank installment plans offered for an amount, when the provider has any. */
  installmentPlans?: (amount: number) => Promise<InstallmentPlanInfo[]>;
  /**
   * The provider's page where a customer saves a card; it sends the browser back to returnUrl.
   * Only providers that keep card tokens have one (`savesCards`, decision 024).
   */
  addCardUrl?: (customer: Customer, returnUrl: string) => string;
  /** What its server-to-server notification claims, before verifyNotification checks it. */
  readNotification: (request: CallbackRequest) => CallbackClaim;
  /** A server-to-server notification: its report when the signature holds, null otherwise. */
  verifyNotification: (body: Record<string, unknown>) => PaymentReport | null;
  /** What the browser's return from the provider claims, when the provider signs it. */
  readRedirect?: (query: Record<string, unknown>) => CallbackClaim;
  /** The browser's signed return from the provider: as verifyNotification. */
  verifyRedirect?: (query: Record<string, unknown>) => PaymentReport | null;
};
