/**
 * A payment provider's own words (its kiosk network, its pages) are catalogue keys under its name,
 * `provider.<name>.<what>`: the screens ask for them by the name the server gives, never test it.
 */
import { PaymentType, type Transaction } from '@darsak/shared';
import type { Translate } from '@darsak/ui';

/** A provider's words: its kiosk network, its hints, its hosted page. */
export const providerWords = (t: Translate, provider: string, what: string) =>
  t(`provider.${provider}.${what}`);

/** How an order was paid, in the reader's words: cash names its provider's kiosk network. */
export const wayOfPaying = (t: Translate, tx: Pick<Transaction, 'paymentType' | 'provider'>) =>
  tx.paymentType === PaymentType.CashKiosk
    ? providerWords(t, tx.provider, 'kiosk')
    : t(`payments.type.${tx.paymentType}`);
