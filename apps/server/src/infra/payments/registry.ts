/**
 * Every payment provider the server knows, one line each. For a way of paying PAYMENT_PROVIDERS
 * does not name, the first here that serves it serves it.
 */
import { fawry } from './fawry/index.js';
import type { PaymentWay } from './gateway.js';
import { paymob } from './paymob/index.js';
import type { AnyPaymentProvider } from './provider.js';

export const paymentProviders = [fawry, paymob] as const;

type Registered = (typeof paymentProviders)[number];
export type ProviderName = Registered['name'];
/** Each provider's settings by its name; undefined when it is not configured here. */
export type ProviderSettings = { [P in Registered as P['name']]: ReturnType<P['settings']> };

/** The providers as code that goes through all of them sees them. */
export const registeredProviders: readonly AnyPaymentProvider[] = paymentProviders;

/** A provider by the name an order stores, or undefined for a name no provider has. */
export const providerNamed = (name: string): AnyPaymentProvider | undefined =>
  registeredProviders.find((provider) => provider.name === name);

/** The provider of a way of paying PAYMENT_PROVIDERS does not name: the first that serves it. */
export const defaultProviderOf = (way: PaymentWay): ProviderName | undefined =>
  paymentProviders.find((provider) => provider.capabilities.ways.includes(way))?.name;
