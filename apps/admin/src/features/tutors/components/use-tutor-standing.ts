/**
 * One tutor's standing (activation, bypass onboarding, hourly rate, what is missing). The API has no
 * single-tutor standing for admins yet, so it is read from the admin tutor list searched by the
 * tutor's email, which is unique, and matched by id.
 */
import { routes, MAX_PAGE_SIZE, type TutorAdminRow, type TutorMeta } from '@darsak/shared';
import { queryKeyOf, useApiQuery } from '@darsak/client/react';
import { useQueryClient } from '@tanstack/react-query';

export const useTutorStanding = (id: number, email: string | undefined) => {
  const queryClient = useQueryClient();
  const input = { query: { q: email, size: MAX_PAGE_SIZE } };
  const query = useApiQuery(routes.tutorList, input, {
    enabled: Boolean(email),
  });
  const standing = query.data?.list.find((row) => row.id === id) ?? null;

  /** Shows what the server answered to a change at once, then refreshes every tutor list. */
  const applied = (meta: TutorMeta) => {
    queryClient.setQueryData<{ list: TutorAdminRow[]; total: number }>(
      queryKeyOf(routes.tutorList, input),
      (page) =>
        page && {
          ...page,
          list: page.list.map((row) => (row.id === id ? { ...row, ...meta } : row)),
        },
    );
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(routes.tutorList) });
  };

  return { query, standing, applied };
};
