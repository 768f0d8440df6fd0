/**
 * The tutor's note to the student after a lesson (decision 028): both read it on the lesson page;
 * the tutor writes or rewrites it once the lesson has ended, checked by the shared rule.
 */
import { useId, useState } from 'react';
import {
  LESSON_NOTE_MAX_LENGTH,
  LESSON_NOTE_MIN_LENGTH,
  genderSelect,
  routes,
  rules,
  type LessonNote,
} from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import {
  Button,
  Card,
  TextareaField,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';

export const LessonNoteCard = ({
  lessonId,
  note,
  canWrite,
  tutorGender,
  studentGender,
}: {
  lessonId: number;
  note: LessonNote | null;
  tutorGender: number | null;
  /** The note is to her or him: «ملاحظتك للطالبة». */
  studentGender: number | null;
  /** The lesson's tutor, after the lesson. */
  canWrite: boolean;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const save = useApiMutation(routes.setLessonNote);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note?.text ?? '');
  const [error, setError] = useState<string | undefined>();
  const writing = canWrite && (editing || !note);
  const headingId = useId();

  const submit = () => {
    const checked = rules.lessonNote.safeParse(text);
    if (!checked.success) return setError(rules.firstIssueCode(checked.error));
    setError(undefined);
    save.mutate(
      { params: { id: lessonId }, body: { text: checked.data } },
      {
        onSuccess: (saved) => {
          toast.show({ type: 'success', title: t('lessonNote.saved') });
          setText(saved.text);
          setEditing(false);
        },
        onError: (failure) => toast.show({ type: 'error', title: errorMessage(failure) }),
      },
    );
  };

  return (
    <Card className="space-y-3" labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('lessonNote.title', { gender: genderSelect(tutorGender) })}
      </h2>
      {note && !writing && (
        <>
          <p
            dir="auto"
            className="whitespace-pre-line break-words text-ink-800"
            data-testid="lesson-note"
          >
            {note.text}
          </p>
          <p className="text-sm text-ink-500">
            {t('lessonNote.updatedAt', { date: format.dateTime(note.updatedAt) })}
          </p>
        </>
      )}
      {!note && !canWrite && (
        <p className="text-ink-600">
          {t('lessonNote.none', { gender: genderSelect(tutorGender) })}
        </p>
      )}
      {writing ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {!note && (
            <p className="text-ink-600">
              {t('lessonNote.noneTutor', { gender: genderSelect(studentGender) })}
            </p>
          )}
          <TextareaField
            label={t('lessonNote.field', { gender: genderSelect(studentGender) })}
            hint={t('lessonNote.hint', {
              min: LESSON_NOTE_MIN_LENGTH,
              max: LESSON_NOTE_MAX_LENGTH,
            })}
            value={text}
            maxLength={LESSON_NOTE_MAX_LENGTH}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending}>
              {t('lessonNote.save')}
            </Button>
            {note && (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                {t('ui.cancel')}
              </Button>
            )}
          </div>
        </form>
      ) : (
        canWrite && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('lessonNote.edit')}
          </Button>
        )
      )}
    </Card>
  );
};
