/** Enumerations, with the numeric values the API and the database use. */

type ValueOf<T> = T[keyof T];

export const Role = {
  SuperAdmin: 1,
  RegularAdmin: 2,
  Tutor: 3,
  Student: 4,
  TutorManager: 5,
  Studio: 6,
} as const;
export type Role = ValueOf<typeof Role>;
export const roles = Object.values(Role);
export const isAdminRole = (role: number): boolean =>
  role === Role.SuperAdmin || role === Role.RegularAdmin;
export const isTutorLikeRole = (role: number): boolean =>
  role === Role.Tutor || role === Role.TutorManager;
export const isLearnerSideRole = (role: number): boolean =>
  isTutorLikeRole(role) || role === Role.Student;
/**
 * Who teaches lessons: every tutor-like role, a tutor manager included
 * (docs/product/README.md#roles).
 */
export const lessonTutorRoles: readonly Role[] = roles.filter(isTutorLikeRole);
/** Who is taught in lessons: students, the one role that books them (POST /api/v1/lesson/). */
export const lessonStudentRoles: readonly Role[] = [Role.Student];
/**
 * Roles anyone may choose when registering themselves (docs/product/accounts.md#self-registration).
 */
export const SelfRegistrationRole = { student: Role.Student, tutor: Role.Tutor } as const;

export const Gender = { Male: 1, Female: 2 } as const;
export type Gender = ValueOf<typeof Gender>;
/**
 * A person's gender as a message's select takes it: `{gender, select, female {…} other {…}}`.
 * Unknown reads as `other`, the wording a catalogue uses for a person of either.
 */
export const genderSelect = (gender: number | null | undefined): 'female' | 'other' =>
  gender === Gender.Female ? 'female' : 'other';

export const EnglishLevel = {
  Beginner: 1,
  PreIntermediate: 2,
  Intermediate: 3,
  UpperIntermediate: 4,
  Advanced: 5,
  Mastery: 6,
} as const;
export type EnglishLevel = ValueOf<typeof EnglishLevel>;

/**
 * How a user wants to be told about codes and reminders besides email
 * (docs/product/accounts.md#notification-channel).
 */
export const NotificationMethod = { None: 0, WhatsApp: 1 } as const;
export type NotificationMethod = ValueOf<typeof NotificationMethod>;

export const VerificationPurpose = { VerifyPhone: 1, VerifyEmail: 3, ResetPassword: 4 } as const;
export type VerificationPurpose = ValueOf<typeof VerificationPurpose>;

export const AssetKind = { Image: 'image', Video: 'video', Thumbnail: 'thumbnail' } as const;
export type AssetKind = ValueOf<typeof AssetKind>;
export const ReportKind = { Screenshot: 'screenshot', Log: 'log' } as const;
export type ReportKind = ValueOf<typeof ReportKind>;

export const PlanPeriod = { Month: 0, Quarter: 1, Year: 2, FreeTrial: 3 } as const;
export type PlanPeriod = ValueOf<typeof PlanPeriod>;
export const planPeriodMonths: Record<PlanPeriod, number> = {
  [PlanPeriod.Month]: 1,
  [PlanPeriod.Quarter]: 3,
  [PlanPeriod.Year]: 12,
  [PlanPeriod.FreeTrial]: 1200,
};

export const InterviewStatus = {
  Pending: 1,
  Passed: 2,
  Rejected: 3,
  CanceledByInterviewer: 4,
  CanceledByInterviewee: 5,
} as const;
export type InterviewStatus = ValueOf<typeof InterviewStatus>;
/**
 * The tutor-manager side's set of interview statuses (docs/product/onboarding.md#session-states).
 */
export const TutorManagerInterviewStatus = {
  Pending: 1,
  Passed: 2,
  Rejected: 3,
  CanceledByTutorManager: 4,
  CanceledByTutor: 5,
  CanceledByAdmin: 6,
} as const;
export type TutorManagerInterviewStatus = ValueOf<typeof TutorManagerInterviewStatus>;

export const RoomType = { General: 1, Lesson: 2, Interview: 3, DemoSession: 4 } as const;
export type RoomType = ValueOf<typeof RoomType>;

export const Weekday = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
} as const;
export type Weekday = ValueOf<typeof Weekday>;

export const LessonDuration = { Short: 15, Long: 30 } as const;
export type LessonDuration = ValueOf<typeof LessonDuration>;

export const WithdrawMethod = { Wallet: 0, Bank: 1, InstantPayment: 2 } as const;
export type WithdrawMethod = ValueOf<typeof WithdrawMethod>;
export const Bank = {
  CIB: 'CIB',
  ALEX: 'ALEX',
  NBE: 'NBE',
  MISR: 'MISR',
  QNB: 'QNB',
  MASHREQ: 'MASHREQ',
  AAIB: 'AAIB',
} as const;
export type Bank = ValueOf<typeof Bank>;
export const banks = Object.values(Bank);

export const InvoiceStatus = {
  PendingApproval: 0,
  PendingCancellation: 1,
  Canceled: 2,
  Approved: 3,
  Rejected: 4,
} as const;
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;

export const IntroVideoStatus = { Pending: 1, Rejected: 2, Approved: 3 } as const;
export type IntroVideoStatus = ValueOf<typeof IntroVideoStatus>;

export const TransactionStatus = {
  New: 0,
  Paid: 1,
  Canceled: 2,
  Refunded: 3,
  Expired: 4,
  PartialRefunded: 5,
  Failed: 6,
  Processed: 7,
} as const;
export type TransactionStatus = ValueOf<typeof TransactionStatus>;

export const PaymentType = { Card: 0, EWallet: 1, BankInstallment: 2, CashKiosk: 3 } as const;
export type PaymentType = ValueOf<typeof PaymentType>;

export const SessionMemberEvent = { UserJoined: 1, UserLeft: 2 } as const;
export type SessionMemberEvent = ValueOf<typeof SessionMemberEvent>;

export const sourceCodes = ['wa', 'sfb', 'syt', 'sig', 'stt', 'sx', 'mpv', 'mtd'] as const;
export type SourceCode = (typeof sourceCodes)[number];

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
export const matchModes = ['exact', 'suffix', 'prefix', 'loose'] as const;
export type MatchMode = (typeof matchModes)[number];

export const CacheGroup = {
  TutorsCache: 'TutorsCache',
  AdminInvoices: 'AdminInvoices',
  ServerStats: 'ServerStats',
} as const;
export type CacheGroup = ValueOf<typeof CacheGroup>;

export const Environment = {
  Local: 'local',
  Staging: 'staging',
  Production: 'production',
} as const;
export type Environment = ValueOf<typeof Environment>;
export const environments = Object.values(Environment);

/**
 * What a member's calls send: the whole call, the data saver, or audio only
 * (docs/product/chat-and-calls.md#call-modes).
 */
export const callModes = ['full', 'saver', 'audio'] as const;
export type CallMode = (typeof callModes)[number];
