/**
 * A lesson's status (docs/product/lessons.md#lesson-states) and, once cancelled, who cancelled it.
 */
import { genderSelect, type Lesson, type LessonStatus } from '@darsak/shared';
import { Badge, useT } from '@darsak/ui';

const tones: Record<LessonStatus, 'info' | 'success' | 'neutral' | 'error'> = {
  pending: 'info',
  happening: 'success',
  fulfilled: 'neutral',
  cancelled: 'error',
};

/**
 * Only a lesson's members and admins can cancel it: anyone else who did is an admin. A member is
 * named with their gender's verb («ألغته المدرّسة»).
 */
const cancelledBy = (lesson: Lesson): [string, { gender?: string }] => {
  if (lesson.cancelledBy === null) return ['lessons.cancelledBy.system', {}];
  if (lesson.cancelledBy === lesson.tutor.id)
    return ['lessons.cancelledBy.tutor', { gender: genderSelect(lesson.tutor.gender) }];
  if (lesson.cancelledBy === lesson.student.id)
    return ['lessons.cancelledBy.student', { gender: genderSelect(lesson.student.gender) }];
  return ['lessons.cancelledBy.admin', {}];
};

export const LessonStatusBadge = ({ lesson }: { lesson: Lesson }) => {
  const t = useT();
  return (
    <span className="inline-flex flex-col items-start gap-0.5 max-md:items-end">
      <Badge tone={tones[lesson.status]}>{t(`lessons.status.${lesson.status}`)}</Badge>
      {lesson.status === 'cancelled' && (
        <span className="text-xs text-ink-500">{t(...cancelledBy(lesson))}</span>
      )}
    </span>
  );
};
