/** Business constants and limits, each defined once (each docs/product file's Limits). */
import { PlanPeriod } from './enums.js';

export const MONEY_SCALER = 100;
export const CURRENCY = 'EGP';
export const LOCALE = 'ar-EG';
export const DEFAULT_TIME_ZONE = 'Africa/Cairo';
export const DEFAULT_LANGUAGE = 'ar';
export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];

export const VERIFICATION_CODE_LENGTH = 5;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const NAME_MIN_LENGTH = 5;
export const NAME_MAX_LENGTH = 50;
export const NAME_PART_MIN_LENGTH = 2;
export const MIN_AGE_YEARS = 6;
export const MAX_AGE_YEARS = 100;
export const TUTOR_MIN_AGE_YEARS = 18;
export const JOB_MAX_LENGTH = 80;
export const GOAL_MAX_LENGTH = 500;
export const BIO_MIN_LENGTH = 20;
export const BIO_MAX_LENGTH = 200;
export const ABOUT_MIN_LENGTH = 100;
export const ABOUT_MAX_LENGTH = 2000;
/** Share of letters that must be Arabic for tutor bio and about to count as Arabic text. */
export const ARABIC_TEXT_MIN_RATIO = 0.7;

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const TOKEN_REFRESH_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/** A response header carrying a new token for the caller, whose old one a change just ended. */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';
/** Refreshing keeps a session going at most this long after its sign-in; then one signs in again. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50] as const;
export const MAX_PAGE_SIZE = 100;
export const QUERY_RETRY = 1;

export const TOAST_DURATION_MS = 4000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_POSITION = 'top-left';

export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;
export const SOCKET_CONNECT_TIMEOUT_MS = 20000;

export const NOTICE_PERIOD_DEFAULT_MINUTES = 30;
export const NOTICE_PERIOD_MAX_MINUTES = 24 * 60;
export const MINUTES_PER_WEEK = 10080;
export const MINUTES_PER_DAY = 1440;
/** Free time, lessons and schedules move in quarter hours. */
export const SLOT_STEP_MINUTES = 15;
export const LESSON_DURATIONS = [15, 30] as const;
/** Lesson reminders go a day and an hour before the start (docs/product/lessons.md#reminders). */
export const LESSON_REMINDER_OFFSETS_MINUTES = [24 * 60, 60] as const;
export const ACTIVITY_SCORE_START = 100;
/**
 * Points of activity score a tutor loses for a cancellation after the cutoff or a lesson they
 * missed (docs/product/lessons.md#cancellation); one in time costs one.
 */
export const ACTIVITY_SCORE_LATE_PENALTY = 2;
export const INTERVIEW_MINUTES = 30;
export const DEMO_SESSION_MINUTES = 30;
export const INTRO_VIDEO_TARGET_SECONDS = 60;
export const REAPPLY_AFTER_MONTHS = 3;
export const MONTHS_BETWEEN_INTERVIEWS = 6;

/** Withdrawal bounds in piasters: 100 to 50,000 EGP. */
export const WITHDRAWAL_MIN_PIASTERS = 100 * MONEY_SCALER;
export const WITHDRAWAL_MAX_PIASTERS = 50_000 * MONEY_SCALER;
export const WITHDRAWAL_PROCESSING_BUSINESS_DAYS = { min: 4, max: 5 } as const;

export const PLAN_WEEKLY_MINUTES_MIN = 15;
export const PLAN_WEEKLY_MINUTES_MAX = 2400;
export const PLAN_DISCOUNT_MAX_PERCENT = 100;
export const COUPON_DISCOUNT_MAX_PERCENT = 100;
export const PLAN_PERIODS = [PlanPeriod.Month, PlanPeriod.Quarter, PlanPeriod.Year] as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_TEXT_MIN_LENGTH = 10;
export const RATING_TEXT_MAX_LENGTH = 500;
export const TOPIC_NAME_MIN_LENGTH = 2;
export const TOPIC_NAME_MAX_LENGTH = 50;
export const CONTACT_TITLE_MIN_LENGTH = 3;
export const CONTACT_TITLE_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_TEXT_MAX_LENGTH = 2000;
/**
 * Pictures and voice notes in chat (docs/product/chat-and-calls.md#limits): a picture is scaled
 * down in the browser to this long side before it is sent, and stored up to this size.
 */
export const CHAT_PICTURE_MAX_SIDE_PX = 1600;
export const CHAT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const VOICE_NOTE_MAX_SECONDS = 120;
export const VOICE_NOTE_MAX_BYTES = 2 * 1024 * 1024;
/** The recorder stops itself at the limit; the server allows this much more for the stop. */
export const VOICE_NOTE_STOP_GRACE_MS = 1000;
export const INVOICE_NOTE_MAX_LENGTH = 500;
export const INTERVIEW_NOTE_MIN_LENGTH = 3;
export const INTERVIEW_NOTE_MAX_LENGTH = 2000;
/** The tutor's short note to the student after a lesson (decision 028). */
export const LESSON_NOTE_MIN_LENGTH = 3;
export const LESSON_NOTE_MAX_LENGTH = 500;
/** A member's note disputing a lesson's outcome (docs/product/lessons.md#disputes). */
export const DISPUTE_NOTE_MIN_LENGTH = 10;
export const DISPUTE_NOTE_MAX_LENGTH = 1000;
/** The reason an admin gives for an action on a lesson (docs/product/back-office.md#lesson-actions). */
export const ADMIN_REASON_MIN_LENGTH = 3;
export const ADMIN_REASON_MAX_LENGTH = 500;
/** A bank or wallet transfer's reference, as an admin copies it (docs/product/plans-and-payments.md#cash-refunds). */
export const PAYOUT_REFERENCE_MAX_LENGTH = 100;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_RECOMMENDED_MIN_PX = 480;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * Allowed gap between a device's clock and the server's before the app warns
 * (docs/product/README.md#screens).
 */
export const CLOCK_SKEW_WARNING_MS = 2 * 60 * 1000;

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Keys of what the apps keep in the browser's storage. */
export const STORAGE_KEYS = {
  user: 'darsak.user',
  token: 'darsak.token',
  pageSize: 'darsak.page-size',
  language: 'darsak.language',
  /** The camera, microphone and speaker last chosen for calls, by device id. */
  devices: 'darsak.devices',
  /** The number a phone code was last sent to, and when (sessionStorage: this tab only). */
  phoneCode: 'darsak.phone-code',
} as const;
