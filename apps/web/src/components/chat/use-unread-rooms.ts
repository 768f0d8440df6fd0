/**
 * How many rooms hold unread messages (the menu's badge); the chat domain of the query layer
 * (client cache.ts) refetches it when a message arrives, changes or is read.
 */
import { routes } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';

export const useUnreadRooms = (): number => {
  const { user } = useSession();
  const rooms = useApiQuery(
    routes.listRooms,
    { params: { userId: user?.id ?? 0 }, query: { size: 10 } },
    { enabled: Boolean(user), staleTime: 30_000 },
  );
  return rooms.data?.unreadRooms ?? 0;
};
