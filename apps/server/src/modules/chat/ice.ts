/**
 * The ICE servers a call uses: STUN, and TURN with time-limited credentials in coturn's REST API
 * scheme (`--use-auth-secret`): the username is "<expiry unix seconds>:<user id>" and the password
 * the base64 HMAC-SHA1 of the username under the secret both the server and coturn know.
 */
import { createHmac } from 'node:crypto';
import type { IceConfig } from '@darsak/shared';
import type { Config } from '../../config.js';

export const turnCredential = (secret: string, username: string): string =>
  createHmac('sha1', secret).update(username).digest('base64');

export const iceServersFor = (config: Config['ice'], userId: number, now: Date): IceConfig => {
  const iceServers: IceConfig['iceServers'] = [];
  if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
  if (config.turnSecret && config.turnUrls.length > 0) {
    const expiry = Math.floor(now.getTime() / 1000) + config.ttlSeconds;
    const username = `${expiry}:${userId}`;
    iceServers.push({
      urls: config.turnUrls,
      username,
      credential: turnCredential(config.turnSecret, username),
    });
  }
  return { iceServers, ttl: config.ttlSeconds };
};
