/**
 * Users (docs/product/accounts.md): the people and their records, their sessions and tokens,
 * their online state, and how to tell them something. Account operations (registering, updating a
 * profile) are the accounts module's; signing in is auth's.
 */
import type { ServerModule } from '../../module.js';
import { startPresenceRecords } from './presence.js';
import { clearPresence } from './repository.js';

export {
  clearPresence,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  findUserRole,
  insertTutor,
  insertUser,
  listTopicsOfUser,
  listUsers,
  onlineAmong,
  updateUserRow,
  upsertStudent,
  userSearchCondition,
  type NewUser,
  type StudentRow,
  type TopicRow,
  type UserFilter,
  type UserRow,
} from './repository.js';
export { presentPublicUser, presentTopic, presentUser, presentUserSummary } from './presenter.js';
export {
  disconnectUser,
  forgetTokenHolder,
  identify,
  issueToken,
  refreshSession,
  revokeSessions,
} from './sessions.js';
export { loadUser, startSession } from './load.js';
export { messageUser, type Message } from './messages.js';

export const usersModule: ServerModule = {
  name: 'users',
  start: startPresenceRecords,
  // Alone (no Redis adapter), this process holds every socket: anyone still marked online was left
  // so by a process that stopped without closing (a crash, a power cut).
  ready: async (ctx) => {
    if (!ctx.realtime.clustered) await clearPresence(ctx.db, new Date());
  },
};
