/**
 * The hand-kept map the query layer read before each endpoint and event declared what it makes
 * stale, compared with what the declarations give: the same domains marked after every call and
 * event, and the same queries in every domain. Kept until the map is removed.
 */
import { describe, expect, it } from 'vitest';
import { routes, type Route, type ServerToClientEvents } from '@darsak/shared';
import {
  cacheEvents,
  domains,
  domainsChangedBy,
  domainsChangedByEvent,
  endpointKey,
} from '../src/react/cache.js';

type ServerEvent = keyof ServerToClientEvents;

/** A domain of cached answers: what it holds, what changes it, what announces a change. */
type Domain = {
  /** Endpoints whose answers belong to the domain. */
  queries: readonly Route[];
  /** Calls whose success makes those answers stale. */
  changedBy: readonly Route[];
  /** Server events that mean those answers changed elsewhere. */
  events: readonly ServerEvent[];
};

const lessonChanges = [routes.bookLesson, routes.rescheduleLesson, routes.cancelLesson] as const;
const lessonEvents = ['LessonBooked', 'LessonRebooked', 'LessonCanceled'] as const;

const oldDomains = {
  /** Lessons and the figures counted from them. */
  lessons: {
    queries: [
      routes.listLessons,
      routes.getLesson,
      routes.getLessonRecord,
      routes.attendedStats,
      routes.tutoringMinutes,
      routes.studentStats,
      routes.studentStatsPersonalized,
      routes.tutorStats,
      routes.tutorStatsPersonalized,
      routes.tutorActivity,
      routes.tutorMeta,
    ],
    // Saving a schedule may cancel lessons that no longer fit it.
    changedBy: [...lessonChanges, routes.setSlots, routes.setLessonNote],
    events: lessonEvents,
  },
  /** Plans, subscriptions and the weekly quota they give. */
  subscriptions: {
    queries: [
      routes.quota,
      routes.userSubscriptions,
      routes.getSubscription,
      routes.listSubscriptions,
      routes.cancellationQuote,
      routes.studentStats,
    ],
    changedBy: [...lessonChanges, routes.cancelSubscription, routes.grantSubscription],
    events: lessonEvents,
  },
  plans: {
    queries: [routes.listPlans, routes.getPlan, routes.listPlanInvites],
    changedBy: [
      routes.createPlan,
      routes.updatePlan,
      routes.deletePlan,
      routes.createPlanInvite,
      routes.updatePlanInvite,
      routes.deletePlanInvite,
    ],
    events: [],
  },
  /** A tutor's weekly schedule and the free times students see. */
  schedule: {
    queries: [routes.listSlots, routes.freeTimes],
    changedBy: [...lessonChanges, routes.setSlots],
    events: [...lessonEvents, 'TutorsCacheUpdated'],
  },
  /** Tutors as listed and shown. */
  tutors: {
    queries: [
      routes.onboardedTutors,
      routes.tutorInfo,
      routes.tutorList,
      routes.fullTutors,
      routes.tutorStanding,
      routes.tutorMeta,
    ],
    changedBy: [
      routes.updateTutor,
      routes.updateUser,
      routes.uploadUserImage,
      routes.addUserTopic,
      routes.removeUserTopic,
      routes.replaceUserTopics,
      routes.verifyPhone,
      routes.confirmEmail,
      routes.setSlots,
      // Flushing the server's caches (platform settings) may change what the lists show.
      routes.flushCache,
      ...lessonChanges,
    ],
    events: ['TutorsCacheUpdated', 'TutorUpdated'],
  },
  topics: {
    queries: [routes.listTopics, routes.listUserTopics],
    changedBy: [
      routes.createTopic,
      routes.updateTopic,
      routes.deleteTopic,
      routes.addUserTopic,
      routes.removeUserTopic,
      routes.replaceUserTopics,
    ],
    events: [],
  },
  /** Accounts as admins list them. */
  users: {
    queries: [routes.listUsers, routes.getUser],
    changedBy: [
      routes.createUser,
      routes.updateUser,
      routes.uploadUserImage,
      routes.createStudent,
      routes.updateStudent,
      routes.updateTutor,
      routes.verifyPhone,
      routes.confirmEmail,
      routes.grantSubscription,
      routes.cancelSubscription,
    ],
    events: [],
  },
  ratings: {
    queries: [
      routes.getRating,
      routes.ratingsByRater,
      routes.ratingsByRatee,
      routes.ratingsByTutor,
      routes.tutorInfo,
      routes.onboardedTutors,
    ],
    changedBy: [routes.createRating, routes.updateRating, routes.deleteRating],
    events: [],
  },
  /**
   * Chat rooms as listed (last message, unread counts, pins). A conversation's messages update in
   * place from the socket; the lists are fetched again.
   */
  chat: {
    queries: [
      routes.listRooms,
      routes.getRoom,
      routes.roomMembers,
      routes.roomByMembers,
      routes.uncontactedTutors,
    ],
    changedBy: [routes.newChat, routes.roomFor, routes.updateRoom],
    events: ['RoomMessage', 'RoomMessageUpdated', 'RoomMessageDeleted', 'MessageRead'],
  },
  /** A tutor's onboarding and the staff's interviews, demo sessions, videos and photo sessions. */
  onboarding: {
    queries: [
      routes.myOnboarding,
      routes.tutorOnboarding,
      routes.listIntroVideos,
      routes.interviewTimes,
      routes.listInterviews,
      routes.getInterview,
      routes.listDemoSessions,
      routes.getDemoSession,
      routes.studioTutors,
      routes.studioTutor,
      routes.tutorMeta,
      routes.tutorStanding,
      routes.tutorList,
    ],
    changedBy: [
      routes.joinSupportGroup,
      routes.uploadIntroVideo,
      routes.reviewIntroVideo,
      routes.bookInterview,
      routes.updateInterview,
      routes.bookDemoSession,
      routes.updateDemoSession,
      routes.uploadTutorAssets,
      routes.schedulePhotoSession,
    ],
    events: ['OnboardingChanged'],
  },
  /** Orders, transactions and saved cards; a payment's outcome also changes the subscription. */
  payments: {
    queries: [
      routes.paymentStatus,
      routes.getTransaction,
      routes.transactionReceipt,
      routes.listTransactions,
      routes.lastTransaction,
      routes.listCardTokens,
      routes.addCardUrl,
      routes.quota,
      routes.userSubscriptions,
      routes.getSubscription,
      routes.listSubscriptions,
      routes.cancellationQuote,
    ],
    changedBy: [
      routes.payByCard,
      routes.cancelSubscription,
      routes.payByReference,
      routes.payByWallet,
      routes.payByInstallments,
      routes.paymobCheckoutUrl,
      routes.cancelUnpaidOrder,
      routes.refund,
      routes.deleteCardToken,
      routes.syncPaymentStatus,
    ],
    events: ['TransactionStatusUpdate'],
  },
  coupons: {
    queries: [
      routes.listCoupons,
      routes.getCoupon,
      routes.previewCoupon,
      routes.quoteCheckout,
      routes.checkoutOptions,
    ],
    changedBy: [routes.createCoupon, routes.updateCoupon, routes.deleteCoupon],
    events: [],
  },
  /** A tutor's withdrawals and the balance they leave; the admins' queue. */
  invoices: {
    queries: [routes.listInvoices, routes.invoiceStats, routes.tutorStats],
    changedBy: [routes.createInvoice, routes.updateInvoice],
    events: ['InvoiceUpdated', 'InvoiceDeleted'],
  },
  /** Problem reports, as admins read them. */
  reports: {
    queries: [routes.listReports],
    changedBy: [routes.createReport, routes.resolveReport],
    events: [],
  },
  /** Contact requests from the public site, as admins read them. */
  contactRequests: {
    queries: [routes.listContactRequests],
    changedBy: [routes.createContactRequest, routes.updateContactRequest],
    events: [],
  },
  /** Invite links and the sign-ups and paying students counted per invite and source. */
  invites: {
    queries: [routes.listInvites, routes.getInvite],
    changedBy: [routes.createInvite, routes.updateInvite, routes.deleteInvite],
    events: [],
  },
  /** The admin home's figures, counted from lessons, money and the queues. */
  overview: {
    queries: [routes.adminOverview],
    changedBy: [...lessonChanges, routes.updateInvoice, routes.resolveReport, routes.createReport],
    events: [...lessonEvents, 'InvoiceUpdated', 'InvoiceDeleted'],
  },
} satisfies Record<string, Domain>;

/**
 * Calls that change nothing any domain caches: sessions and codes. The session's own user is
 * stored by the session itself (signIn, setUser).
 */
const oldChangesNothingCached: readonly Route[] = [
  routes.signIn,
  routes.signInWithGoogle,
  routes.refreshToken,
  routes.signOutEverywhere,
  routes.sendPhoneCode,
  routes.sendEmailCode,
  routes.sendPasswordCode,
  routes.resetPassword,
  // FawryPay's server-to-server notification: no browser calls it.
  routes.fawryNotification,
  // Paymob's callback and the browser's signed return from Paymob: no script of ours calls them.
  routes.paymobCallback,
  routes.paymobRedirect,
];

const oldList = Object.entries(oldDomains) as [string, Domain][];
const allRoutes = Object.entries(routes) as [string, Route][];
const same = (a: Route, b: Route) => a.method === b.method && a.path === b.path;
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const keysOf = (list: readonly Route[]) => sorted(list.map((r) => endpointKey(r).join(' ')));
/** What a marking fetches again: every query of the domains named. */
const refetched = (names: readonly string[], queriesOf: (name: string) => readonly Route[]) =>
  keysOf(names.flatMap(queriesOf));

describe('the declarations and the old map', () => {
  it('mark the same domains and refetch the same queries after every call', () => {
    for (const [name, route] of allRoutes) {
      const before = oldList
        .filter(([, domain]) => domain.changedBy.some((r) => same(r, route)))
        .map(([domain]) => domain);
      const after = domainsChangedBy(route);
      expect(sorted(after), name).toEqual(sorted(before));
      expect(
        refetched(after, (d) => domains[d as keyof typeof domains] ?? []),
        name,
      ).toEqual(refetched(before, (d) => oldDomains[d as keyof typeof oldDomains].queries));
      // A GET never marks anything (the API client marks after changing calls only).
      if (route.method !== 'GET' && oldChangesNothingCached.includes(route))
        expect(route.stale, name).toEqual([]);
    }
  });

  it('mark the same domains after every server event', () => {
    const events = sorted([...oldList.flatMap(([, domain]) => domain.events), ...cacheEvents]);
    expect(sorted(cacheEvents)).toEqual(events);
    for (const event of events) {
      const before = oldList
        .filter(([, domain]) => (domain.events as readonly string[]).includes(event))
        .map(([domain]) => domain);
      expect(sorted(domainsChangedByEvent(event)), event).toEqual(sorted(before));
    }
  });

  it('hold the same queries in every domain', () => {
    const names = sorted([...Object.keys(oldDomains), ...Object.keys(domains)]);
    for (const name of names)
      expect(keysOf(domains[name as keyof typeof domains] ?? []), name).toEqual(
        keysOf(oldDomains[name as keyof typeof oldDomains]?.queries ?? []),
      );
  });
});
