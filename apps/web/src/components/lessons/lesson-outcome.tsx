/**
 * What a lesson came to (docs/product/lessons.md#outcomes), from the viewer's side: a badge word
 * for a lesson nobody or one side missed, and the sentence on the lesson page that says what it
 * did to the minutes, the pay or the standing.
 */
import { genderSelect, type Lesson } from '@darsak/shared';
import { useT } from '@darsak/ui';

/** The badge's words for an ended lesson someone missed; null when it was held or not yet known. */
export const useOutcomeBadge = () => {
  const t = useT();
  return (lesson: Lesson, viewerId: number): string | null => {
    if (lesson.status !== 'fulfilled') return null;
    const asStudent = lesson.student.id === viewerId;
    const asTutor = lesson.tutor.id === viewerId;
    switch (lesson.outcome) {
      case 'student-absent':
        return asStudent
          ? t('lesson.outcome.selfAbsent')
          : t('lesson.outcome.studentAbsent', { gender: genderSelect(lesson.student.gender) });
      case 'tutor-absent':
        return asTutor
          ? t('lesson.outcome.selfAbsent')
          : t('lesson.outcome.tutorAbsent', { gender: genderSelect(lesson.tutor.gender) });
      case 'both-absent':
        return t('lesson.outcome.bothAbsent');
      default:
        return null;
    }
  };
};

/** The lesson page's sentence on the outcome, for its tutor or student; nothing for a held one. */
export const LessonOutcomeNote = ({ lesson, viewerId }: { lesson: Lesson; viewerId: number }) => {
  const t = useT();
  if (lesson.outcome === null || lesson.outcome === 'held') return null;
  const side =
    lesson.tutor.id === viewerId ? 'tutor' : lesson.student.id === viewerId ? 'student' : null;
  if (!side) return null;
  const other = side === 'tutor' ? lesson.student : lesson.tutor;
  return (
    <p className="rounded-lg bg-ink-50 p-3 text-sm text-ink-800" data-testid="lesson-outcome">
      {t(`lessonPage.outcome.${side}.${lesson.outcome}`, { gender: genderSelect(other.gender) })}
    </p>
  );
};
