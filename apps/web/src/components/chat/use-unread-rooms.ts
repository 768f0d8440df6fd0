/** How many rooms hold unread messages (the menu's badge), kept fresh by the live events. */
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@darsak/shared';
import { useApiQuery, useRealtimeEvent, useSession } from '@darsak/client/react';

export const useChatRefresh = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: [routes.listRooms.method, routes.listRooms.path],
    });
  };
};

export const useUnreadRooms = (): number => {
  const { user } = useSession();
  const refresh = useChatRefresh();
  const rooms = useApiQuery(
    routes.listRooms,
    { params: { userId: user?.id ?? 0 }, query: { size: 10 } },
    { enabled: Boolean(user), staleTime: 30_000 },
  );
  useRealtimeEvent('RoomMessage', (message) => {
    if (message.senderId !== user?.id) refresh();
  });
  useRealtimeEvent('MessageRead', refresh);
  useRealtimeEvent('RoomMessageDeleted', refresh);
  return rooms.data?.unreadRooms ?? 0;
};
