/**
 * What keeps a verdict from being saved, as catalogue codes for the form's fields: a pending
 * session needs a decision chosen on purpose (none is chosen for the manager), feedback by the
 * shared rule, a private note only if written, and the English level.
 */
import { firstIssueCode, rules } from '@darsak/shared';
import type { FieldErrorCode } from '@darsak/ui';

export type VerdictDraft = {
  /** Passed or rejected; null until the manager chooses. Only asked while the session is pending. */
  status: number | null;
  feedback: string;
  note: string;
  level: number | '';
};

export type VerdictProblems = Partial<
  Record<'status' | 'feedback' | 'note' | 'level', FieldErrorCode>
>;

export const verdictProblems = (draft: VerdictDraft, decided: boolean): VerdictProblems => {
  const found: VerdictProblems = {};
  if (!decided && draft.status === null) found.status = 'required';
  const feedback = rules.interviewNote.safeParse(draft.feedback);
  if (!feedback.success) found.feedback = firstIssueCode(feedback.error);
  const note = draft.note.trim() === '' ? null : rules.interviewNote.safeParse(draft.note);
  if (note && !note.success) found.note = firstIssueCode(note.error);
  if (draft.level === '') found.level = 'required';
  return found;
};
