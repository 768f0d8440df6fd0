/**
 * Withdrawal invoices (docs/product/earnings.md#withdrawals): the states a tutor sees, the actions
 * that move between them (written once, here, for the server that enforces them and the screens
 * that offer them), the tutor's balance arithmetic and the expected transfer date in business days.
 * Decision 015.
 */
import { WITHDRAWAL_PROCESSING_BUSINESS_DAYS } from '../constants.js';
import { InvoiceStatus } from '../enums.js';
import { addLocalDays, formatLocalDate, localDateOf, weekdayOf, type LocalDate } from '../time.js';

/** The stages a tutor and admins read (docs/product/earnings.md#invoice-stages). */
export const invoiceStages = [
  'pending',
  'updated',
  'cancel-requested',
  'cancelled',
  'cancelled-by-admin',
  'fulfilled',
  'rejected',
] as const;
export type InvoiceStage = (typeof invoiceStages)[number];

/** What is stored: the status and two flags that tell the stages apart. */
export type InvoiceState = {
  status: InvoiceStatus;
  /** The tutor changed the request after sending it; an admin has not approved the change yet. */
  updatedByReceiver: boolean;
  /** A cancelled invoice was cancelled at the tutor's request (approved by an admin). */
  cancelledByReceiver: boolean;
};

export const stageOf = (state: InvoiceState): InvoiceStage => {
  switch (state.status) {
    case InvoiceStatus.PendingApproval:
      return state.updatedByReceiver ? 'updated' : 'pending';
    case InvoiceStatus.PendingCancellation:
      return 'cancel-requested';
    case InvoiceStatus.Canceled:
      return state.cancelledByReceiver ? 'cancelled' : 'cancelled-by-admin';
    case InvoiceStatus.Approved:
      return 'fulfilled';
    default:
      return 'rejected';
  }
};

export const tutorInvoiceActions = ['edit', 'request-cancel'] as const;
export const adminInvoiceActions = [
  'approve-update',
  'approve-cancel',
  'fulfil',
  'reject',
  'cancel',
  'note',
] as const;
export type TutorInvoiceAction = (typeof tutorInvoiceActions)[number];
export type AdminInvoiceAction = (typeof adminInvoiceActions)[number];
export type InvoiceAction = TutorInvoiceAction | AdminInvoiceAction;
export const invoiceActions: readonly InvoiceAction[] = [
  ...tutorInvoiceActions,
  ...adminInvoiceActions,
];
/**
 * Actions whose note is required: a rejection's reason, which the tutor is told
 * (docs/product/earnings.md#invoice-actions).
 */
export const reasonedInvoiceActions: readonly InvoiceAction[] = ['reject'];

/**
 * Every legal move: from a stage, by an action, to a stage. Anything not listed is refused with
 * `illegal-invoice-update`. A changed request must be approved before it is paid, so an admin pays
 * exactly the details they reviewed; a note changes no state and may be set or removed at any time.
 */
const transitions: Record<InvoiceStage, Partial<Record<InvoiceAction, InvoiceStage>>> = {
  pending: {
    edit: 'updated',
    'request-cancel': 'cancel-requested',
    fulfil: 'fulfilled',
    reject: 'rejected',
    cancel: 'cancelled-by-admin',
    note: 'pending',
  },
  updated: {
    edit: 'updated',
    'request-cancel': 'cancel-requested',
    'approve-update': 'pending',
    reject: 'rejected',
    cancel: 'cancelled-by-admin',
    note: 'updated',
  },
  'cancel-requested': {
    'approve-cancel': 'cancelled',
    reject: 'rejected',
    note: 'cancel-requested',
  },
  cancelled: { note: 'cancelled' },
  'cancelled-by-admin': { note: 'cancelled-by-admin' },
  fulfilled: { note: 'fulfilled' },
  rejected: { note: 'rejected' },
};

/** The stage an action leads to, or null when the action is not allowed in that stage. */
export const nextStage = (stage: InvoiceStage, action: InvoiceAction): InvoiceStage | null =>
  transitions[stage][action] ?? null;

/** The actions allowed in a stage, of those given (a tutor's or an admin's). */
export const allowedActions = <A extends InvoiceAction>(
  stage: InvoiceStage,
  among: readonly A[],
): A[] => among.filter((action) => nextStage(stage, action) !== null);

/** The stored state of a stage (the inverse of `stageOf`). */
export const stateOf = (stage: InvoiceStage): InvoiceState => {
  const base = { updatedByReceiver: false, cancelledByReceiver: false };
  switch (stage) {
    case 'pending':
      return { ...base, status: InvoiceStatus.PendingApproval };
    case 'updated':
      return { ...base, status: InvoiceStatus.PendingApproval, updatedByReceiver: true };
    case 'cancel-requested':
      return { ...base, status: InvoiceStatus.PendingCancellation };
    case 'cancelled':
      return { ...base, status: InvoiceStatus.Canceled, cancelledByReceiver: true };
    case 'cancelled-by-admin':
      return { ...base, status: InvoiceStatus.Canceled };
    case 'fulfilled':
      return { ...base, status: InvoiceStatus.Approved };
    default:
      return { ...base, status: InvoiceStatus.Rejected };
  }
};

/** Statuses whose amount is taken out of the balance: waiting (pending) or paid (withdrawn). */
export const heldStatuses: readonly InvoiceStatus[] = [
  InvoiceStatus.PendingApproval,
  InvoiceStatus.PendingCancellation,
  InvoiceStatus.Approved,
];
export const pendingStatuses: readonly InvoiceStatus[] = [
  InvoiceStatus.PendingApproval,
  InvoiceStatus.PendingCancellation,
];

/** A tutor's money in piasters. */
export type Balance = { earned: number; pending: number; withdrawn: number; available: number };

/**
 * The balance, derived: what fulfilled lessons earned (prices fixed at booking) less what was
 * withdrawn and what waits to be (docs/product/earnings.md#balance). Never typed in anywhere.
 */
export const balanceOf = (
  earned: number,
  invoices: readonly { amount: number; status: InvoiceStatus }[],
): Balance => {
  let pending = 0;
  let withdrawn = 0;
  for (const invoice of invoices) {
    if (pendingStatuses.includes(invoice.status)) pending += invoice.amount;
    else if (invoice.status === InvoiceStatus.Approved) withdrawn += invoice.amount;
  }
  return { earned, pending, withdrawn, available: earned - pending - withdrawn };
};

/** Egypt's weekend: Friday and Saturday (weekday 5 and 6). */
export const isEgyptianBusinessDay = (date: LocalDate): boolean => {
  const weekday = weekdayOf(date);
  return weekday !== 5 && weekday !== 6;
};

/** The date `count` business days after `from` (the day itself not counted). */
export const addBusinessDays = (from: LocalDate, count: number): LocalDate => {
  let date = from;
  let left = count;
  while (left > 0) {
    date = addLocalDays(date, 1);
    if (isEgyptianBusinessDay(date)) left -= 1;
  }
  return date;
};

/**
 * When a transfer is expected, 4 to 5 business days on, as local dates in the platform's zone:
 * counted from the day the request was made, skipping Fridays and Saturdays
 * (docs/product/earnings.md#expected-transfer).
 */
export const expectedTransfer = (
  requestedAt: Date,
  zone: string,
): { earliest: string; latest: string } => {
  const day = localDateOf(requestedAt, zone);
  const { min, max } = WITHDRAWAL_PROCESSING_BUSINESS_DAYS;
  return {
    earliest: formatLocalDate(addBusinessDays(day, min)),
    latest: formatLocalDate(addBusinessDays(day, max)),
  };
};
