/** Rooms and messages as the API and the socket answer them. */
import type { ChatMember, ChatMessage, ChatRoom } from '@darsak/shared';
import { publicAssetUrl } from '../../infra/storage.js';
import type { MemberRow, MemberUser, MessageRow, RoomRow } from './repository.js';

export const presentMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  roomId: row.roomId,
  senderId: row.senderId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  ...(row.clientId ? { clientId: row.clientId } : {}),
});

export const presentMember = (row: MemberUser): ChatMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  image: row.image ? publicAssetUrl(row.image) : null,
  online: row.online,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
});

/** A room as `viewerId` sees it. */
export const presentRoom = (
  room: RoomRow,
  member: MemberRow,
  members: MemberUser[],
  lastMessage: MessageRow | undefined,
  unread: number,
): ChatRoom => {
  const inRoom = members.filter((row) => row.roomId === room.id);
  return {
    id: room.id,
    type: room.type,
    refId: room.refId,
    members: inRoom.filter((row) => row.id !== member.userId).map(presentMember),
    lastMessage: lastMessage ? presentMessage(lastMessage) : null,
    unread,
    pinned: member.pinnedAt !== null,
    muted: member.mutedAt !== null,
    reads: inRoom.map((row) => ({ userId: row.id, messageId: row.lastReadMessageId })),
  };
};
