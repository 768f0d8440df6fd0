/**
 * The domains of answers the apps cache (the client's query layer, packages/client). A reading
 * endpoint names the domains its answers belong to (`cached`), a changing endpoint the domains its
 * success makes stale (`stale`), a server event likewise (realtime/stale.ts). The client derives
 * what to fetch again from these declarations alone: a new endpoint or event declares its own.
 */
export type CacheDomain =
  /** Lessons and the figures counted from them. */
  | 'lessons'
  /** Subscriptions and the weekly quota they give. */
  | 'subscriptions'
  /** Plans and their invites. */
  | 'plans'
  /** A tutor's weekly schedule and the free times students see. */
  | 'schedule'
  /** Tutors as listed and shown. */
  | 'tutors'
  | 'topics'
  /** Accounts as admins list them. */
  | 'users'
  | 'ratings'
  /**
   * Chat rooms as listed (last message, unread counts, pins). A conversation's messages update in
   * place from the socket; the lists are fetched again.
   */
  | 'chat'
  /** A tutor's onboarding and the staff's interviews, demo sessions, videos and photo sessions. */
  | 'onboarding'
  /** Orders, transactions and saved cards; a payment's outcome also changes the subscription. */
  | 'payments'
  /** Coupons and the checkout prices they change. */
  | 'coupons'
  /** A tutor's withdrawals and the balance they leave; the admins' queue. */
  | 'invoices'
  /** Problem reports, as admins read them. */
  | 'reports'
  /** Contact requests from the public site, as admins read them. */
  | 'contactRequests'
  /** Invite links and the sign-ups and paying students counted per invite and source. */
  | 'invites'
  /** The admin home's figures, counted from lessons, money and the queues. */
  | 'overview'
  /** Platform settings (docs/product/back-office.md#platform-settings). */
  | 'settings';

/** What an endpoint declares of the cached answers (see CacheDomain). */
export type Caching = {
  /** A read: the domains its answers belong to; they are fetched again when one is made stale. */
  cached?: readonly CacheDomain[];
  /**
   * A call that changes something: the domains its success makes stale. Every changing endpoint
   * declares it (a unit test holds this); one that changes no cached answer declares `[]` and
   * says why beside it.
   */
  stale?: readonly CacheDomain[];
};
