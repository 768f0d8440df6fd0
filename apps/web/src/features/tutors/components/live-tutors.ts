/**
 * Keeps what a student sees of tutors current while the page is open: who is online changes in
 * place, and a changed profile or schedule is fetched again.
 */
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { routes, type Page, type TutorCard, type TutorProfile } from '@darsak/shared';
import { queryKeyOf, useRealtimeEvent } from '@darsak/client/react';

const withOnline = <T extends TutorCard>(card: T, userId: number, online: boolean): T =>
  card.id === userId && card.online !== online ? { ...card, online } : card;

/** The tutors list: online dots follow UserStatusChanged; the list reloads when it is stale. */
export const useLiveTutorsList = () => {
  const queryClient = useQueryClient();
  const listKey = [routes.onboardedTutors.method, routes.onboardedTutors.path];
  useRealtimeEvent('UserStatusChanged', ({ userId, online }) => {
    queryClient.setQueriesData<InfiniteData<Page<TutorCard>>>({ queryKey: listKey }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: page.list.map((card) => withOnline(card, userId, online)),
            })),
          }
        : data,
    );
  });
  // Free times change as lessons are booked: the list refreshes when the server says so.
  useRealtimeEvent('TutorsCacheUpdated', () => {
    void queryClient.invalidateQueries({ queryKey: listKey });
  });
};

/** One tutor's page: online state in place; profile and free times again when they change. */
export const useLiveTutor = (tutorId: number) => {
  const queryClient = useQueryClient();
  const infoKey = queryKeyOf(routes.tutorInfo, { params: { id: tutorId } });
  useRealtimeEvent('UserStatusChanged', ({ userId, online }) => {
    if (userId !== tutorId) return;
    queryClient.setQueryData(infoKey, (data: TutorProfile | undefined) =>
      data ? withOnline(data, userId, online) : data,
    );
  });
  useRealtimeEvent('TutorUpdated', (payload) => {
    if (payload.tutorId === tutorId) void queryClient.invalidateQueries({ queryKey: infoKey });
  });
  // Someone else booking or cancelling changes this tutor's free times.
  useRealtimeEvent('TutorsCacheUpdated', () => {
    void queryClient.invalidateQueries({
      queryKey: [routes.freeTimes.method, routes.freeTimes.path],
    });
  });
};
