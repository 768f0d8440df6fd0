/**
 * Who is online changes in place on the tutors a student sees. A changed profile or schedule is
 * fetched again through the query layer (client cache.ts: TutorUpdated, TutorsCacheUpdated).
 */
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { routes, type Page, type TutorCard, type TutorProfile } from '@darsak/shared';
import { endpointKey, queryKeyOf, useRealtimeEvent } from '@darsak/client/react';

const withOnline = <T extends TutorCard>(card: T, userId: number, online: boolean): T =>
  card.id === userId && card.online !== online ? { ...card, online } : card;

/** The tutors list: online dots follow UserStatusChanged. */
export const useLiveTutorsList = () => {
  const queryClient = useQueryClient();
  const listKey = endpointKey(routes.onboardedTutors);
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
};

/** One tutor's page: online state in place. */
export const useLiveTutor = (tutorId: number) => {
  const queryClient = useQueryClient();
  const infoKey = queryKeyOf(routes.tutorInfo, { params: { id: tutorId } });
  useRealtimeEvent('UserStatusChanged', ({ userId, online }) => {
    if (userId !== tutorId) return;
    queryClient.setQueryData(infoKey, (data: TutorProfile | undefined) =>
      data ? withOnline(data, userId, online) : data,
    );
  });
};
