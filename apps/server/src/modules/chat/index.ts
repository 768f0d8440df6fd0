/**
 * Chat and the live session (docs/product/chat-and-calls.md): rooms and messages with read markers
 * and typing, and the call held in a lesson's, interview's or demo session's room, with its
 * signalling and attendance. The module owning a room type registers who its members are and when
 * its session runs (`registerRoomKind`).
 */
import type { ServerModule } from '../../module.js';
import { startChatLive } from './live.js';
import { chatMediaRemoval } from './media-removal.js';
import { messageNotice } from './messages.js';
import { chatRoutes } from './routes.js';

export { registerRoomKind, type RoomKind, type RoomSubject } from './kinds.js';
export { openSubjectRoom } from './rooms.js';
export { contactedUserIds } from './repository.js';
export { attendanceOf, presenceOfMember } from './sessions.js';
export { presentMilliseconds, presentMinutes } from './attendance.js';
export { newMessageWriter, type MessageWriter } from './messages.js';

export const chatModule: ServerModule = {
  name: 'chat',
  routes: chatRoutes,
  jobs: [messageNotice, chatMediaRemoval],
  start: startChatLive,
};
