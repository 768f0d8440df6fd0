/**
 * The server events that say cached answers changed elsewhere, and the domains each makes stale,
 * declared like an endpoint's `stale` (../api/caching.ts): the client's query layer marks them when
 * the event arrives. An event missing here changes nothing cached.
 */
import type { CacheDomain } from '../api/caching.js';
import type { ServerToClientEvents } from './index.js';

const lessonChange = ['lessons', 'subscriptions', 'schedule', 'overview'] as const;
// The lists of rooms are fetched again; an open conversation updates its messages in place.
const chatChange = ['chat'] as const;
const invoiceChange = ['invoices', 'overview'] as const;

export const staleAfterEvent: {
  readonly [E in keyof ServerToClientEvents]?: readonly CacheDomain[];
} = {
  LessonBooked: lessonChange,
  LessonRebooked: lessonChange,
  LessonCanceled: lessonChange,
  // An outcome moves the minutes, the tutor's earnings and the figures.
  LessonUpdated: ['lessons', 'subscriptions', 'invoices', 'overview'],
  // Until it is accepted a request changes only the lesson as read; accepting also sends LessonRebooked.
  LessonMoveRequest: ['lessons'],
  // Names the tutors whose free times or listing changed, when it is about some.
  TutorsCacheUpdated: ['schedule', 'tutors'],
  TutorUpdated: ['tutors'],
  RoomMessage: chatChange,
  RoomMessageUpdated: chatChange,
  RoomMessageDeleted: chatChange,
  MessageRead: chatChange,
  OnboardingChanged: ['onboarding'],
  TransactionStatusUpdate: ['payments'],
  InvoiceUpdated: invoiceChange,
  InvoiceDeleted: invoiceChange,
};
