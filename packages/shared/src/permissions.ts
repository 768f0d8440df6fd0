/**
 * Who may do what in the back office (docs/product/back-office.md#permissions, decision 015). Each
 * capability names the roles that hold it; endpoints' access lists and admin screens follow it, and
 * a test walks every endpoint as every role against it.
 */
import { Role } from './enums.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;

export const permissionMatrix = {
  /** Users, students and tutors: list, read, change; admins' own accounts only by a SuperAdmin. */
  'users.manage': admins,
  /** Create, promote or demote admin accounts. */
  'admins.manage': [Role.SuperAdmin],
  /** Plans, their sale, and subscriptions given by hand. */
  'plans.manage': admins,
  'topics.manage': admins,
  'tutors.manage': admins,
  /** Lessons: cancel with or without their minutes, set outcomes, rule on disputes, give minutes back. */
  'lessons.manage': admins,
  /** Withdrawal invoices: the queue and every action on it. */
  'invoices.process': admins,
  /** Platform settings: the rules' numbers, cache flush and live server statistics. */
  'platform.manage': [Role.SuperAdmin],
  /** Problem reports: read them and their attachments, resolve them. */
  'reports.resolve': admins,
  /** The audit log of money and account changes. */
  'audit.read': [Role.SuperAdmin],
  /** Payments: refunds, asking the provider again, coupons. */
  'payments.manage': admins,
  /** Contact requests from the public site: read them, mark them handled. */
  'contact.read': admins,
  /** Invite links and the sign-ups and paying students per source (decision 027). */
  'invites.manage': admins,
  /** The admin home's business figures (decision 027). */
  'overview.read': admins,
  /** Onboarding: a tutor's progress, intro video review, who interviews when, photo sessions. */
  'onboarding.manage': admins,
  /** Interviews and demo sessions. */
  'interviews.run': [Role.TutorManager, ...admins],
  /** Tutor video and thumbnail in photo sessions. */
  'photo-sessions.upload': [Role.Studio, ...admins],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof permissionMatrix;

export const rolesFor = (capability: Capability): readonly Role[] => permissionMatrix[capability];

export const can = (role: number, capability: Capability): boolean =>
  (permissionMatrix[capability] as readonly number[]).includes(role);

/**
 * The capability behind each endpoint reserved to staff roles; an endpoint of signed-in users that
 * checks ownership itself (a tutor's own invoices) lists the staff capability it also serves.
 */
export const endpointCapabilities = {
  listUsers: 'users.manage',
  updateStudent: 'users.manage',
  tutorList: 'tutors.manage',
  tutorStanding: 'tutors.manage',
  fullTutors: 'tutors.manage',
  createPlan: 'plans.manage',
  updatePlan: 'plans.manage',
  deletePlan: 'plans.manage',
  listSubscriptions: 'plans.manage',
  grantSubscription: 'plans.manage',
  listPlanInvites: 'plans.manage',
  createPlanInvite: 'plans.manage',
  updatePlanInvite: 'plans.manage',
  deletePlanInvite: 'plans.manage',
  createTopic: 'topics.manage',
  updateTopic: 'topics.manage',
  deleteTopic: 'topics.manage',
  listInvoices: 'invoices.process',
  invoiceStats: 'invoices.process',
  updateInvoice: 'invoices.process',
  listAudit: 'audit.read',
  listReports: 'reports.resolve',
  flushCache: 'platform.manage',
  serverStats: 'platform.manage',
  listPlatformSettings: 'platform.manage',
  updatePlatformSetting: 'platform.manage',
  resolveReport: 'reports.resolve',
  reportAsset: 'reports.resolve',
  refund: 'payments.manage',
  listRefundPayouts: 'payments.manage',
  settleRefundPayout: 'payments.manage',
  syncPaymentStatus: 'payments.manage',
  createCoupon: 'payments.manage',
  updateCoupon: 'payments.manage',
  deleteCoupon: 'payments.manage',
  getCoupon: 'payments.manage',
  listCoupons: 'payments.manage',
  listContactRequests: 'contact.read',
  updateContactRequest: 'contact.read',
  createInvite: 'invites.manage',
  updateInvite: 'invites.manage',
  deleteInvite: 'invites.manage',
  getInvite: 'invites.manage',
  listInvites: 'invites.manage',
  adminOverview: 'overview.read',
  tutorOnboarding: 'onboarding.manage',
  listIntroVideos: 'onboarding.manage',
  reviewIntroVideo: 'onboarding.manage',
  interviewers: 'onboarding.manage',
  interviewTimes: 'onboarding.manage',
  studios: 'onboarding.manage',
  schedulePhotoSession: 'onboarding.manage',
  updateInterview: 'interviews.run',
  listInterviews: 'interviews.run',
  getInterview: 'interviews.run',
  updateDemoSession: 'interviews.run',
  listDemoSessions: 'interviews.run',
  getDemoSession: 'interviews.run',
  studioTutors: 'photo-sessions.upload',
  studioTutor: 'photo-sessions.upload',
  uploadTutorAssets: 'photo-sessions.upload',
  adminCancelLesson: 'lessons.manage',
  setLessonOutcome: 'lessons.manage',
  ruleLessonDispute: 'lessons.manage',
  restoreLessonMinutes: 'lessons.manage',
} as const satisfies Record<string, Capability>;
