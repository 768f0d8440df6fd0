/** Rooms and messages as the API and the socket answer them. */
import type {
  ChatMedia,
  ChatMediaKind,
  ChatMember,
  ChatMessage,
  ChatRoom,
  ChatRoomSubject,
} from '@darsak/shared';
import { publicAssetUrl } from '../../infra/storage.js';
import type { RoomSubject } from './kinds.js';
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
  media: presentMedia(row),
});

/** A message's picture or voice note; a deleted one shows none. */
const presentMedia = (row: MessageRow): ChatMedia | null =>
  row.mediaKind && row.mediaBytes !== null && !row.deletedAt
    ? {
        kind: row.mediaKind as ChatMediaKind,
        bytes: row.mediaBytes,
        durationMs: row.mediaDurationMs,
        width: row.mediaWidth,
        height: row.mediaHeight,
      }
    : null;

export const presentMember = (row: MemberUser): ChatMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  gender: row.gender,
  image: row.image ? publicAssetUrl(row.image) : null,
  online: row.online,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
});

export const presentSubject = (subject: RoomSubject): ChatRoomSubject => ({
  startsAt: subject.startsAt.toISOString(),
  endsAt: subject.endsAt.toISOString(),
  cancelled: subject.cancelled,
});

/** A room as `viewerId` sees it; `subject` is its lesson's, interview's or demo session's. */
export const presentRoom = (
  room: RoomRow,
  member: MemberRow,
  members: MemberUser[],
  lastMessage: MessageRow | undefined,
  unread: number,
  subject: RoomSubject | undefined,
): ChatRoom => {
  const inRoom = members.filter((row) => row.roomId === room.id);
  return {
    id: room.id,
    type: room.type,
    refId: room.refId,
    subject: subject ? presentSubject(subject) : null,
    members: inRoom.filter((row) => row.id !== member.userId).map(presentMember),
    lastMessage: lastMessage ? presentMessage(lastMessage) : null,
    unread,
    pinned: member.pinnedAt !== null,
    muted: member.mutedAt !== null,
    reads: inRoom.map((row) => ({ userId: row.id, messageId: row.lastReadMessageId })),
  };
};
