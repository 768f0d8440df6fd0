/**
 * What an admin does to a lesson (docs/product/back-office.md#lesson-actions): cancel it returning
 * its minutes or not, set or correct its outcome, rule on its open dispute, give minutes back to
 * the student's week. Each asks for a reason, kept in the audit log.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  ADMIN_REASON_MAX_LENGTH,
  ADMIN_REASON_MIN_LENGTH,
  attendanceOutcomes,
  genderSelect,
  routes,
  rules,
  type AttendanceOutcome,
  type Lesson,
} from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import {
  Button,
  Card,
  Dialog,
  SelectField,
  TextareaField,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';

type Action = 'cancel' | 'outcome' | 'ruling' | 'restore';

/** An outcome in words that agree with the member it names. */
export const useOutcomeWords = () => {
  const t = useT();
  return (lesson: Lesson, outcome: Lesson['outcome']) =>
    outcome === null
      ? t('lessonAdmin.outcome.none')
      : t(`lessonAdmin.outcome.${outcome}`, {
          student: genderSelect(lesson.student.gender),
          tutor: genderSelect(lesson.tutor.gender),
        });
};

/** Steps of five minutes up to what is left to give back, and that amount itself. */
const restorable = (left: number): number[] => {
  const steps = Array.from({ length: Math.floor(left / 5) }, (_, i) => (i + 1) * 5);
  return steps.at(-1) === left ? steps : [...steps, left].filter((m) => m > 0);
};

export const LessonActions = ({ lesson, now }: { lesson: Lesson; now: number }) => {
  const t = useT();
  const headingId = useId();
  const [action, setAction] = useState<Action | null>(null);
  const dispute = lesson.dispute ?? null;
  const ended = lesson.status === 'fulfilled' || Date.parse(lesson.endsAt) <= now;
  const canCancel = lesson.status === 'pending' && Date.parse(lesson.startsAt) > now;
  const canSetOutcome = lesson.status !== 'cancelled' && ended;
  const openDispute = dispute !== null && dispute.ruledAt === null;
  // The server says what may still be given back: none once the lesson's quota week is over.
  const left = lesson.restorableMinutes ?? 0;
  const canRestore = left > 0;
  const close = () => setAction(null);

  return (
    <Card className="space-y-3" labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('lessonAdmin.title')}
      </h2>
      {!canCancel && !canSetOutcome && !canRestore ? (
        <p className="text-ink-600">{t('lessonAdmin.nothing')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {canCancel && (
            <Button variant="secondary" onClick={() => setAction('cancel')}>
              {t('lessonAdmin.cancel')}
            </Button>
          )}
          {openDispute && (
            <Button onClick={() => setAction('ruling')}>{t('lessonAdmin.rule')}</Button>
          )}
          {canSetOutcome && (
            <Button variant="secondary" onClick={() => setAction('outcome')}>
              {t(lesson.outcome === null ? 'lessonAdmin.setOutcome' : 'lessonAdmin.correct')}
            </Button>
          )}
          {canRestore && (
            <Button variant="secondary" onClick={() => setAction('restore')}>
              {t('lessonAdmin.restore')}
            </Button>
          )}
        </div>
      )}
      {action === 'cancel' && <CancelDialog lesson={lesson} onClose={close} />}
      {(action === 'outcome' || action === 'ruling') && (
        <OutcomeDialog lesson={lesson} ruling={action === 'ruling'} onClose={close} />
      )}
      {action === 'restore' && <RestoreDialog lesson={lesson} left={left} onClose={close} />}
    </Card>
  );
};

/** A dialog that asks for the action's reason and sends it with the action's own fields. */
const ReasonDialog = ({
  title,
  text,
  submitLabel,
  busy,
  danger = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  text: string;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) => {
  const t = useT();
  const format = useFormat();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog open onClose={onClose} title={title}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = rules.adminReason.safeParse(reason);
          if (!checked.success) return setError(rules.firstIssueCode(checked.error));
          setError(undefined);
          onSubmit(checked.data);
        }}
      >
        <p className="text-ink-700">{text}</p>
        {children}
        <TextareaField
          label={t('lessonAdmin.reason')}
          hint={t('lessonAdmin.reasonHint', {
            min: format.number(ADMIN_REASON_MIN_LENGTH),
            max: format.number(ADMIN_REASON_MAX_LENGTH),
          })}
          rows={3}
          value={reason}
          maxLength={ADMIN_REASON_MAX_LENGTH}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ui.goBack')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};

/** Runs a mutation, then says it worked and closes, or says why not and stays open. */
const useDone = (onClose: () => void) => {
  const toast = useToast();
  const errorMessage = useErrorMessage();
  return (title: string) => ({
    onSuccess: () => {
      toast.show({ type: 'success', title });
      onClose();
    },
    onError: (failure: unknown) => toast.show({ type: 'error', title: errorMessage(failure) }),
  });
};

const CancelDialog = ({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) => {
  const t = useT();
  const done = useDone(onClose);
  const cancel = useApiMutation(routes.adminCancelLesson);
  const [returnMinutes, setReturnMinutes] = useState(true);
  const name = useId();
  return (
    <ReasonDialog
      title={t('lessonAdmin.cancelTitle')}
      text={t('lessonAdmin.cancelText', { minutes: lesson.duration })}
      submitLabel={t('lessonAdmin.cancelConfirm')}
      danger
      busy={cancel.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        cancel.mutate(
          { params: { id: lesson.id }, body: { returnMinutes, reason } },
          done(t('lessonAdmin.cancelled')),
        )
      }
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-ink-800">
          {t('lessonAdmin.minutes')}
        </legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="flex items-start gap-2">
            <input
              type="radio"
              name={name}
              className="mt-1 size-4 accent-brand-700"
              checked={returnMinutes === value}
              onChange={() => setReturnMinutes(value)}
            />
            <span>{t(value ? 'lessonAdmin.returnMinutes' : 'lessonAdmin.keepMinutes')}</span>
          </label>
        ))}
      </fieldset>
    </ReasonDialog>
  );
};

const OutcomeDialog = ({
  lesson,
  ruling,
  onClose,
}: {
  lesson: Lesson;
  ruling: boolean;
  onClose: () => void;
}) => {
  const t = useT();
  const words = useOutcomeWords();
  const done = useDone(onClose);
  const set = useApiMutation(routes.setLessonOutcome);
  const rule = useApiMutation(routes.ruleLessonDispute);
  const [outcome, setOutcome] = useState<AttendanceOutcome>(
    (attendanceOutcomes as readonly string[]).includes(lesson.outcome ?? '')
      ? (lesson.outcome as AttendanceOutcome)
      : 'held',
  );
  return (
    <ReasonDialog
      title={t(ruling ? 'lessonAdmin.ruleTitle' : 'lessonAdmin.outcomeTitle')}
      text={t(ruling ? 'lessonAdmin.ruleText' : 'lessonAdmin.outcomeText')}
      submitLabel={t(ruling ? 'lessonAdmin.ruleConfirm' : 'lessonAdmin.outcomeConfirm')}
      busy={set.isPending || rule.isPending}
      onClose={onClose}
      onSubmit={(reason) => {
        const input = { params: { id: lesson.id }, body: { outcome, reason } };
        if (ruling) rule.mutate(input, done(t('lessonAdmin.ruled')));
        else set.mutate(input, done(t('lessonAdmin.outcomeSaved')));
      }}
    >
      <SelectField
        label={t('lessonAdmin.outcomeField')}
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as AttendanceOutcome)}
      >
        {attendanceOutcomes.map((value) => (
          <option key={value} value={value}>
            {words(lesson, value)}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-ink-600">{t(`lessonAdmin.effect.${outcome}`)}</p>
    </ReasonDialog>
  );
};

const RestoreDialog = ({
  lesson,
  left,
  onClose,
}: {
  lesson: Lesson;
  left: number;
  onClose: () => void;
}) => {
  const t = useT();
  const done = useDone(onClose);
  const restore = useApiMutation(routes.restoreLessonMinutes);
  const choices = restorable(left);
  const [minutes, setMinutes] = useState(choices.at(-1) ?? left);
  return (
    <ReasonDialog
      title={t('lessonAdmin.restoreTitle')}
      text={t('lessonAdmin.restoreText', {
        gender: genderSelect(lesson.student.gender),
        left,
      })}
      submitLabel={t('lessonAdmin.restoreConfirm')}
      busy={restore.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        restore.mutate(
          { params: { id: lesson.id }, body: { minutes, reason } },
          done(t('lessonAdmin.restored')),
        )
      }
    >
      <SelectField
        label={t('lessonAdmin.restoreField')}
        value={String(minutes)}
        onChange={(event) => setMinutes(Number(event.target.value))}
      >
        {choices.map((value) => (
          <option key={value} value={value}>
            {t('lessons.minutes', { count: value })}
          </option>
        ))}
      </SelectField>
    </ReasonDialog>
  );
};

/** A lesson's dispute as admins read it: who opened it, when, their note, and its state. */
export const DisputeCard = ({ lesson }: { lesson: Lesson }) => {
  const t = useT();
  const format = useFormat();
  const words = useOutcomeWords();
  const headingId = useId();
  const dispute = lesson.dispute;
  if (!dispute) return null;
  const byTutor = dispute.openedBy === lesson.tutor.id;
  const by = byTutor ? lesson.tutor : lesson.student;
  return (
    <Card className="space-y-3" labelledBy={headingId} id="lesson-dispute">
      <h2 id={headingId} className="text-lg font-bold">
        {t(dispute.ruledAt === null ? 'lessonAdmin.disputeOpen' : 'lessonAdmin.disputeRuled')}
      </h2>
      <p className="text-ink-700">
        {t(byTutor ? 'lessonAdmin.disputeByTutor' : 'lessonAdmin.disputeByStudent', {
          name: by.name,
          gender: genderSelect(by.gender),
          date: format.dateTime(dispute.openedAt),
        })}
      </p>
      {dispute.note && (
        <p dir="auto" className="whitespace-pre-line break-words rounded-lg bg-ink-50 p-3">
          {dispute.note}
        </p>
      )}
      <p className="text-sm text-ink-600">
        {dispute.ruledAt === null
          ? t('lessonAdmin.disputeNow', { outcome: words(lesson, lesson.outcome) })
          : t('lessonAdmin.disputeRuling', {
              date: format.dateTime(dispute.ruledAt),
              outcome: words(lesson, dispute.ruling),
            })}
      </p>
    </Card>
  );
};
