/**
 * The signed-in tutor's standing (docs/product/tutors.md#complete-profile): what is missing before
 * students can find them. What is missing follows the user record (name, picture, topics, verified
 * email and phone): the calls that change those mark it stale (client cache.ts, domain tutors).
 */
import { useQueryClient } from '@tanstack/react-query';
import { isTutorLikeRole, Role, routes, type TutorMeta, type User } from '@darsak/shared';
import { queryKeyOf, useApiQuery, useSession } from '@darsak/client/react';

export const tutorMetaKey = queryKeyOf(routes.tutorMeta);

export const useTutorMeta = () => {
  const { user } = useSession();
  return useApiQuery(routes.tutorMeta, undefined, {
    enabled: Boolean(user && isTutorLikeRole(user.role)),
    staleTime: 60_000,
  });
};

/**
 * A candidate: a tutor on the way in, neither activated by the joining steps or an admin nor added
 * by hand (bypass). Tutor managers are staff, never candidates.
 */
export const isCandidate = (
  user: Pick<User, 'role'>,
  meta: Pick<TutorMeta, 'activated' | 'bypassOnboarding'> | undefined,
): boolean =>
  user.role === Role.Tutor && meta !== undefined && !meta.activated && !meta.bypassOnboarding;

/** Stores a fresh standing the server answered with (updating the tutor profile answers one). */
export const useSetTutorMeta = () => {
  const queryClient = useQueryClient();
  return (meta: TutorMeta) => queryClient.setQueryData(tutorMetaKey, meta);
};
