/**
 * A lesson's status as a badge: waiting, now, done (or who missed it), or cancelled (and by whom),
 * from the viewer's side.
 */
import { genderSelect, type Lesson } from '@darsak/shared';
import { Badge, useT } from '@darsak/ui';
import { useOutcomeBadge } from './lesson-outcome.js';

const tones = {
  pending: 'info',
  happening: 'success',
  fulfilled: 'neutral',
  cancelled: 'error',
} as const;

export const LessonStatusBadge = ({ lesson, viewerId }: { lesson: Lesson; viewerId: number }) => {
  const t = useT();
  const missed = useOutcomeBadge()(lesson, viewerId);
  const who =
    lesson.status !== 'cancelled'
      ? null
      : lesson.cancelledBy === viewerId
        ? 'self'
        : lesson.cancelledBy === lesson.tutor.id
          ? 'tutor'
          : lesson.cancelledBy === lesson.student.id
            ? 'student'
            : 'admin';
  return (
    <Badge tone={missed ? 'warning' : tones[lesson.status]}>
      {missed ??
        (who
          ? t(`lesson.cancelledBy.${who}`, {
              gender: genderSelect(
                who === 'tutor'
                  ? lesson.tutor.gender
                  : who === 'student'
                    ? lesson.student.gender
                    : null,
              ),
            })
          : t(`lesson.status.${lesson.status}`))}
    </Badge>
  );
};
