/**
 * Disputing a lesson's outcome (docs/product/lessons.md#disputes): while the window after its end
 * is open, either member may dispute it with a note; the page then shows the dispute's state, open
 * or ruled, to both.
 */
import { useId, useState } from 'react';
import {
  DISPUTE_NOTE_MAX_LENGTH,
  DISPUTE_NOTE_MIN_LENGTH,
  genderSelect,
  routes,
  rules,
  type Lesson,
  type LessonDispute as LessonDisputeView,
} from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import {
  Button,
  Dialog,
  TextareaField,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';

export const LessonDispute = ({
  lesson,
  viewerId,
  now,
}: {
  lesson: Lesson;
  viewerId: number;
  now: number;
}) => {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const dispute = lesson.dispute ?? null;
  const other = lesson.tutor.id === viewerId ? lesson.student : lesson.tutor;
  const windowOpen =
    lesson.status === 'fulfilled' &&
    lesson.outcome !== null &&
    lesson.disputeUntil !== null &&
    now <= Date.parse(lesson.disputeUntil);
  if (!dispute && !windowOpen) return null;
  // The ruling in words that agree with the member it names, or «غيابك» to that member.
  const rulingWords = (ruling: NonNullable<LessonDisputeView['ruling']>) => {
    const absent =
      ruling === 'student-absent'
        ? lesson.student
        : ruling === 'tutor-absent'
          ? lesson.tutor
          : null;
    if (absent?.id === viewerId) return t('dispute.outcome.selfAbsent');
    return t(`dispute.outcome.${ruling}`, { gender: genderSelect(absent?.gender ?? null) });
  };
  const until = lesson.disputeUntil
    ? `${format.day(lesson.disputeUntil)} ${format.time(lesson.disputeUntil)}`
    : '';

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-ink-100 p-4"
      data-testid="lesson-dispute"
    >
      <h2 id={headingId} className="text-sm font-semibold text-ink-600">
        {t('dispute.title')}
      </h2>
      {!dispute ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 basis-52 text-sm text-ink-700">
            {t('dispute.until', { until })}
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('dispute.open')}
          </Button>
        </div>
      ) : dispute.ruledAt === null ? (
        <p className="text-ink-800">
          {dispute.openedBy === viewerId
            ? t('dispute.openByYou', { date: format.dateTime(dispute.openedAt) })
            : t('dispute.openByOther', {
                name: other.name,
                gender: genderSelect(other.gender),
              })}
        </p>
      ) : (
        <p className="text-ink-800">
          {t('dispute.ruled', {
            date: format.dateTime(dispute.ruledAt),
            outcome: dispute.ruling ? rulingWords(dispute.ruling) : '',
          })}
        </p>
      )}
      {dispute?.note && (
        <p dir="auto" className="whitespace-pre-line break-words text-sm text-ink-600">
          {t('dispute.yourNote', { note: dispute.note })}
        </p>
      )}
      {open && <DisputeDialog lessonId={lesson.id} onClose={() => setOpen(false)} />}
    </section>
  );
};

const DisputeDialog = ({ lessonId, onClose }: { lessonId: number; onClose: () => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const send = useApiMutation(routes.disputeLesson);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const checked = rules.disputeNote.safeParse(note);
    if (!checked.success) return setError(rules.firstIssueCode(checked.error));
    setError(undefined);
    send.mutate(
      { params: { id: lessonId }, body: { note: checked.data } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: t('dispute.sent') });
          onClose();
        },
        onError: (failure) => toast.show({ type: 'error', title: errorMessage(failure) }),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('dispute.dialogTitle')}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-ink-700">{t('dispute.dialogText')}</p>
        <TextareaField
          label={t('dispute.note')}
          hint={t('dispute.noteHint', {
            min: DISPUTE_NOTE_MIN_LENGTH,
            max: DISPUTE_NOTE_MAX_LENGTH,
          })}
          value={note}
          maxLength={DISPUTE_NOTE_MAX_LENGTH}
          error={error}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('ui.goBack')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('dispute.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
