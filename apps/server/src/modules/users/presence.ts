/**
 * A user came online or went away: record it and tell whoever shows it. A tutor's state is public
 * (the tutors list and profiles show who is online now), so every open page hears it; anyone else's
 * reaches only the people they have lessons coming with.
 */
import { Role } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { counterpartsOf } from '../lessons/repository.js';
import { setPresence } from './repository.js';

export const presenceChanged = async (
  ctx: AppContext,
  userId: number,
  online: boolean,
): Promise<void> => {
  const at = new Date();
  const role = await setPresence(ctx.db, userId, online, at);
  if (role === null) return;
  const payload = { userId, online, lastSeenAt: at.toISOString() };
  if (role === Role.Tutor) {
    ctx.realtime.toAll('UserStatusChanged', payload);
    return;
  }
  ctx.realtime.toUsers(await counterpartsOf(ctx.db, userId, at), 'UserStatusChanged', payload);
};
