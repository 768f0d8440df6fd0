/** Keeps lesson data fresh: any booking, move or cancellation of one's lessons refreshes what shows them. */
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@darsak/shared';
import { useRealtimeEvent } from '@darsak/client/react';

const affected = [
  routes.listLessons,
  routes.getLesson,
  routes.quota,
  routes.userSubscriptions,
  routes.studentStatsPersonalized,
  routes.tutorStatsPersonalized,
  routes.tutoringMinutes,
  routes.attendedStats,
  routes.freeTimes,
];

export const useLessonEvents = (onEvent?: () => void) => {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const route of affected)
      void queryClient.invalidateQueries({ queryKey: [route.method, route.path] });
    onEvent?.();
  };
  useRealtimeEvent('LessonBooked', refresh);
  useRealtimeEvent('LessonRebooked', refresh);
  useRealtimeEvent('LessonCanceled', refresh);
};
