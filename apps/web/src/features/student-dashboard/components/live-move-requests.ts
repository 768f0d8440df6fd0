/**
 * A student's open pages hear at once of their tutor's proposal of another time for a lesson, and
 * of its withdrawal (docs/product/lessons.md#a-tutors-request-to-move): the lessons are read
 * again (the event marks them stale) and a toast says who and when.
 */
import { genderSelect, routes, type Lesson } from '@darsak/shared';
import { useRealtimeEvent, useSession } from '@darsak/client/react';
import { useFormat, useT, useToast } from '@darsak/ui';

export const useLiveMoveRequests = () => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const { client } = useSession();
  useRealtimeEvent('LessonMoveRequest', ({ lessonId, state }) => {
    if (state !== 'open' && state !== 'withdrawn') return;
    const show = (lesson: Lesson) => {
      const words = { name: lesson.tutor.name, gender: genderSelect(lesson.tutor.gender) };
      const proposed = lesson.moveRequest?.startsAt;
      toast.show({
        type: 'info',
        title: t(
          state === 'open' ? 'moveRequest.titleStudent' : 'moveRequest.liveWithdrawn',
          words,
        ),
        description:
          state === 'open' && proposed
            ? `${format.day(proposed)} ${format.time(proposed)}`
            : undefined,
      });
    };
    client.call(routes.getLesson, { params: { id: lessonId } }).then(show, () => undefined);
  });
};
