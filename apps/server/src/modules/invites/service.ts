/**
 * Invites (docs/product/back-office.md#invite-links, decision 027): staff name a link on one
 * channel; an account registered through it records the invite's source and the invite, so the
 * figures per invite and per source are counted by the database when asked.
 */
import { randomInt } from 'node:crypto';
import { sourceCodes, type Invite, type InviteBody, type SourceCode } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import * as repo from './repository.js';

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const INVITE_CODE_LENGTH = 10;
export const isInviteCode = (value: string): boolean => /^[a-z0-9]{10}$/.test(value);

/** 10 characters of 36: about 51 random bits, enough that nobody guesses a live link. */
const newCode = (): string =>
  Array.from({ length: INVITE_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(36)]).join('');

const present = (row: repo.InviteRow): Invite => ({
  id: row.id,
  name: row.name,
  source: row.source as SourceCode,
  code: row.code,
  createdBy:
    row.createdBy !== null && row.creatorName !== null
      ? { id: row.createdBy, name: row.creatorName, gender: row.creatorGender }
      : null,
  createdAt: row.createdAt.toISOString(),
  signups: row.signups,
  paying: row.paying,
});

const load = async (ctx: AppContext, id: number): Promise<Invite> => {
  const row = await repo.findInvite(ctx.db, id);
  if (!row) throw new AppError('invite-not-found');
  return present(row);
};

export const createInvite = async (ctx: AppContext, actor: Actor, body: InviteBody) => {
  // A clash of two random codes is next to impossible; one more draw settles it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const id = await repo.insertInvite(ctx.db, { ...body, code: newCode(), createdBy: actor.id });
      return load(ctx, id);
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error, 'invites_code_unique')) continue;
      throw error;
    }
  }
};

export const updateInvite = async (ctx: AppContext, id: number, body: InviteBody) => {
  if (!(await repo.updateInvite(ctx.db, id, body))) throw new AppError('invite-not-found');
  return load(ctx, id);
};

export const deleteInvite = async (ctx: AppContext, id: number): Promise<void> => {
  if (!(await repo.deleteInvite(ctx.db, id))) throw new AppError('invite-not-found');
};

export const getInvite = load;

export const listInvites = async (ctx: AppContext, page: { page: number; size: number }) => {
  const [{ rows, total }, sources] = await Promise.all([
    repo.listInvites(ctx.db, page),
    repo.figuresBySource(ctx.db),
  ]);
  const bySource = sourceCodes.map((source) => {
    const found = sources.find((row) => row.source === source);
    return { source, signups: found?.signups ?? 0, paying: found?.paying ?? 0 };
  });
  return { list: rows.map(present), total, bySource };
};

/**
 * The invite a registration came through, by the code its link left in the browser: its source is
 * the account's, and the account is counted for it. Call inside the registration's transaction,
 * after the user row is written. An unknown or deleted invite brings nothing.
 */
export const inviteOfCode = async (
  db: Executor,
  code: string | null,
): Promise<{ id: number; source: SourceCode } | null> => {
  if (!code || !isInviteCode(code)) return null;
  const row = await repo.findInviteByCode(db, code);
  return row ? { id: row.id, source: row.source as SourceCode } : null;
};

export const recordInviteSignup = (db: Executor, userId: number, inviteId: number) =>
  repo.insertSignup(db, userId, inviteId);
