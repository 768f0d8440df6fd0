/**
 * New bookings appear live: lesson events refresh the dashboard's queries, and the
 * tutor is told who booked, moved or cancelled, and when, and who accepted or declined a time
 * they proposed.
 */
import { genderSelect, routes, type Lesson } from '@darsak/shared';
import { useRealtimeEvent, useSession } from '@darsak/client/react';
import { useFormat, useT, useToast } from '@darsak/ui';

type Kind = 'booked' | 'rebooked' | 'cancelled' | 'accepted' | 'declined';

export const useLiveLessons = () => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const { client, user } = useSession();

  const tell = (kind: Kind, lessonId: number) => {
    const show = (lesson: Lesson | null) =>
      toast.show({
        type: kind === 'cancelled' || kind === 'declined' ? 'warning' : 'info',
        title: lesson
          ? t(`tdash.live.${kind}`, {
              name: lesson.student.name,
              gender: genderSelect(lesson.student.gender),
            })
          : t(`tdash.live.${kind}.plain`),
        description: lesson
          ? t('tdash.live.when', {
              day: format.day(lesson.startsAt),
              time: format.time(lesson.startsAt),
            })
          : undefined,
      });
    client.call(routes.getLesson, { params: { id: lessonId } }).then(show, () => show(null));
  };

  useRealtimeEvent('LessonBooked', ({ lessonId }) => tell('booked', lessonId));
  useRealtimeEvent('LessonRebooked', ({ lessonId, accepted }) =>
    tell(accepted ? 'accepted' : 'rebooked', lessonId),
  );
  useRealtimeEvent('LessonMoveRequest', ({ lessonId, state }) => {
    if (state === 'declined') tell('declined', lessonId);
  });
  useRealtimeEvent('LessonCanceled', ({ lessonId, canceledBy }) => {
    if (canceledBy !== user?.id) tell('cancelled', lessonId);
  });
};
