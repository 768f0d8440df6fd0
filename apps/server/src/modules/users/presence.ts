/**
 * A user came online or went away (the realtime gateway counts their sockets): record it, then let
 * whoever shows it tell their audience (decision 007).
 */
import type { AppContext } from '../../context.js';
import { setPresence } from './repository.js';

export const startPresenceRecords = (ctx: AppContext): void => {
  ctx.events.on('presence.changed', async ({ userId, online }) => {
    const at = new Date();
    const role = await setPresence(ctx.db, userId, online, at);
    if (role === null) return;
    await ctx.events.emit('presence.recorded', {
      userId,
      role,
      online,
      lastSeenAt: at.toISOString(),
    });
  });
};
