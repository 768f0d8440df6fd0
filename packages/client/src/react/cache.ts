/**
 * The query layer: one place per domain says which cached answers belong to it, which calls
 * change them and which server events say they changed.
 *
 * Every query's key starts with its endpoint (`[method, path]`), so an endpoint's prefix marks all
 * of its inputs and infinite lists at once. `useApiMutation` marks the domains a successful call
 * changes, and `RealtimeProvider` marks the domains a server event names, both from the map below:
 * a component never decides what is stale, and nothing clears the whole cache but signing out.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { routes, type EndpointInput, type Route, type ServerToClientEvents } from '@darsak/shared';

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

export const domains = {
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
export const changesNothingCached: readonly Route[] = [
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

export type DomainName = keyof typeof domains;
const domainList = Object.entries(domains) as [DomainName, Domain][];

/** The first part of every key of an endpoint's queries. */
export const endpointKey = (endpoint: Route): [string, string] => [endpoint.method, endpoint.path];

/** The key of one query: the endpoint, then its input when it has one. */
export const queryKeyOf = <E extends Route>(endpoint: E, input?: EndpointInput<E>) =>
  input === undefined ? endpointKey(endpoint) : [...endpointKey(endpoint), input];

/** The key of an infinite list of an endpoint; `key` tells lists with other filters apart. */
export const infiniteKeyOf = (endpoint: Route, key: unknown) => [
  ...endpointKey(endpoint),
  'infinite',
  key,
];

const sameRoute = (a: Route, b: Route) => a.method === b.method && a.path === b.path;

/** The domains a successful call to `endpoint` changes. */
export const domainsChangedBy = (endpoint: Route): DomainName[] =>
  domainList
    .filter(([, domain]) => domain.changedBy.some((r) => sameRoute(r, endpoint)))
    .map(([name]) => name);

/** The domains a server event says changed. */
export const domainsChangedByEvent = (event: string): DomainName[] =>
  domainList
    .filter(([, domain]) => (domain.events as readonly string[]).includes(event))
    .map(([name]) => name);

/** Every server event some domain listens to. */
export const cacheEvents: ServerEvent[] = [
  ...new Set(domainList.flatMap(([, domain]) => domain.events)),
];

/** Marks the answers of the named domains stale: those on screen are fetched again at once. */
export const markStale = (queryClient: QueryClient, names: Iterable<DomainName>) => {
  const seen = new Set<string>();
  for (const name of names)
    for (const endpoint of domains[name].queries) {
      const key = endpointKey(endpoint).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      void queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) });
    }
};

/**
 * The tutors a server event names, or null when it may be about any: `TutorUpdated` names one,
 * `TutorsCacheUpdated` names those a lesson, schedule or profile change was about, and nothing
 * when topics, plans or the whole cache changed.
 */
export const tutorsNamedBy = (event: string, payload: unknown): readonly number[] | null => {
  if (event === 'TutorUpdated') return [(payload as { tutorId: number }).tutorId];
  if (event === 'TutorsCacheUpdated')
    return (payload as { tutorIds?: number[] } | undefined)?.tutorIds ?? null;
  return null;
};

/**
 * The ids of the rows of a list: a page, an infinite list's pages, or a plain array; null for any
 * other answer.
 */
const idsInList = (data: unknown): number[] | null => {
  const pages = (data as { pages?: unknown[] } | undefined)?.pages ?? [data];
  const lists = pages.map((page) =>
    Array.isArray(page) ? page : (page as { list?: unknown } | undefined)?.list,
  );
  if (!lists.every(Array.isArray)) return null;
  return (lists as unknown[][])
    .flat()
    .map((row) => (row as { id?: unknown }).id)
    .filter((id): id is number => typeof id === 'number');
};

/** The tutor a query's input names (a tutor's page, free times, standing or slots), if any. */
const tutorOfInput = (key: readonly unknown[]): number | undefined => {
  const input = key[2] as { params?: { id?: unknown }; query?: { tutorId?: unknown } } | undefined;
  const id = input?.params?.id ?? input?.query?.tutorId;
  return id === undefined ? undefined : Number(id);
};

/**
 * Marks stale what a change to these tutors touches, of the named domains, and fetches it again
 * when on screen: a query naming one of them (a tutor's page, free times, standing), a list
 * showing one, and a query naming nobody (one's own schedule or teaching profile) when the reader
 * is one of them. A list showing none of them is marked stale without being fetched: a tutor whose
 * time was freed, or one newly listed or rated, may now belong in it, and its next showing picks
 * that up. Before, every open list and tutor page was fetched again at every booking with any
 * tutor.
 */
export const markTutorsStale = (
  queryClient: QueryClient,
  names: Iterable<DomainName>,
  tutorIds: readonly number[],
  selfId: number | null,
) => {
  const named = new Set(tutorIds);
  const touch = (query: Query): 'fetch' | 'mark' | 'leave' => {
    const tutor = tutorOfInput(query.queryKey);
    if (tutor !== undefined) return named.has(tutor) ? 'fetch' : 'leave';
    const listed = idsInList(query.state.data);
    if (listed) return listed.some((id) => named.has(id)) ? 'fetch' : 'mark';
    return selfId !== null && named.has(selfId) ? 'fetch' : 'leave';
  };
  const seen = new Set<string>();
  for (const name of names)
    for (const endpoint of domains[name].queries) {
      const key = endpointKey(endpoint);
      if (seen.has(key.join(' '))) continue;
      seen.add(key.join(' '));
      void queryClient.invalidateQueries({
        queryKey: key,
        predicate: (query) => touch(query) === 'fetch',
      });
      void queryClient.invalidateQueries({
        queryKey: key,
        predicate: (query) => touch(query) === 'mark',
        refetchType: 'none',
      });
    }
};
