/** One tutor's standing (activation, bypass onboarding, hourly rate, why not listed), kept in step with changes. */
import { routes, type TutorAdminRow, type TutorMeta } from '@darsak/shared';
import { queryKeyOf, useApiQuery } from '@darsak/client/react';
import { useQueryClient } from '@tanstack/react-query';

export const useTutorStanding = (id: number) => {
  const queryClient = useQueryClient();
  const input = { params: { id } };
  const query = useApiQuery(routes.tutorStanding, input);

  /** Shows what the server answered to a change at once (the lists are marked stale by the client). */
  const applied = (meta: TutorMeta) => {
    queryClient.setQueryData<TutorAdminRow>(
      queryKeyOf(routes.tutorStanding, input),
      (row) => row && { ...row, ...meta },
    );
  };

  return { query, standing: query.data ?? null, applied };
};
