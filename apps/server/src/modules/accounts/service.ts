/** Accounts: creating, reading, updating users and students (docs/product/accounts.md). */
import { isAdminRole, isTutorLikeRole, Role, rules } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { hashPassword, verifyPassword } from '../../infra/passwords.js';
import { detectImageType } from '../../infra/storage.js';
import type {
  CreateUserBody,
  StudentBody,
  StudentUpdateBody,
  UpdateUserBody,
} from '@darsak/shared';
import { sendEmailCode } from '../codes/index.js';
import { startFreeTrial } from '../plans/index.js';
import { recordAudit } from '../audit/index.js';
import { inviteOfCode, recordInviteSignup } from '../invites/index.js';
import * as topics from '../topics/index.js';
import * as repo from '../users/index.js';
import {
  disconnectUser,
  issueToken,
  loadUser,
  presentPublicUser,
  presentUserSummary,
  revokeSessions,
  forgetTokenHolder,
} from '../users/index.js';

/** What others see of the user changed (the tutors module refreshes a tutor's listing). */
const accountChanged = (ctx: AppContext, userId: number, role: Role) =>
  ctx.events.emit('account.changed', { userId, role });

/** Tutors are shown to students by their Arabic name (docs/product/accounts.md#names). */
const checkNameForRole = (name: string, role: number): void => {
  if (role !== Role.Tutor) return;
  const parsed = rules.tutorName.safeParse(name);
  if (!parsed.success) throw new AppError(parsed.error.issues[0]?.message as 'name-not-arabic');
};

/** What an audit entry keeps of an account change: the values, never a password's hash. */
const auditedFields = (row: Partial<repo.NewUser>, keys: readonly string[]) =>
  Object.fromEntries(
    keys.map((key) => [
      key,
      key === 'passwordHash' ? '(changed)' : ((row as Record<string, unknown>)[key] ?? null),
    ]),
  );

const mayManage = (actor: Actor, targetRole: number): boolean =>
  actor.role === Role.SuperAdmin || (actor.role === Role.RegularAdmin && !isAdminRole(targetRole));

export const createUser = async (
  ctx: AppContext,
  actor: Actor | null,
  input: CreateUserBody,
  inviteCode: string | null = null,
) => {
  const byAdmin = actor !== null && isAdminRole(actor.role);
  const selfService = input.role === Role.Student || input.role === Role.Tutor;
  if (!byAdmin && !selfService) throw new AppError('forbidden', 'Only admins create this role');
  if (byAdmin && !mayManage(actor, input.role))
    throw new AppError('forbidden', 'Only a super admin creates admins');
  checkNameForRole(input.name, input.role);
  if (await repo.findUserByEmail(ctx.db, input.email)) throw new AppError('user-exists');
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      // Self-registration only: an account an admin creates came from no link.
      const invite = byAdmin ? null : await inviteOfCode(tx, inviteCode);
      const row = await repo.insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        passwordHash,
        role: input.role,
        language: input.language ?? 'ar',
        signupSource: byAdmin ? null : (invite?.source ?? input.signupSource ?? null),
      });
      if (invite) await recordInviteSignup(tx, row.id, invite.id);
      if (input.role === Role.Student) {
        await repo.upsertStudent(tx, row.id, {});
        await startFreeTrial(tx, ctx.config, row.id);
      }
      if (isTutorLikeRole(input.role)) await repo.insertTutor(tx, row.id);
      if (byAdmin)
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.create',
          subjectType: 'user',
          subjectId: row.id,
          before: null,
          after: { name: input.name, email: input.email, role: input.role },
        });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('user-exists');
    throw error;
  }
  const user = await loadUser(ctx.db, id);
  if (byAdmin) return { user, token: null };
  await sendEmailCode(ctx, user.id).catch((error: unknown) =>
    ctx.log.warn({ err: error, userId: user.id }, 'could not send the first email code'),
  );
  return { user, token: await issueToken(ctx, user.id) };
};

export const getUser = async (ctx: AppContext, actor: Actor, id: number) => {
  if (actor.id === id || isAdminRole(actor.role)) return loadUser(ctx.db, id);
  const row = await repo.findUserById(ctx.db, id);
  if (!row) throw new AppError('user-not-found');
  return presentPublicUser(row);
};

export const listUsers = async (
  ctx: AppContext,
  query: { page: number; size: number } & repo.UserFilter,
) => {
  const { rows, total } = await repo.listUsers(ctx.db, query, query);
  return { list: rows.map(presentUserSummary), total };
};

/** The current password a change of one's own sign-in email needs: given, and right. */
const checkCurrentPassword = async (
  passwordHash: string,
  body: { currentPassword?: string | undefined },
): Promise<void> => {
  if (!body.currentPassword) throw new AppError('required', 'Invalid request body/currentPassword');
  if (!(await verifyPassword(passwordHash, body.currentPassword)))
    throw new AppError('wrong-password', 'The current password is wrong');
};

export const updateUser = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: UpdateUserBody,
) => {
  const self = actor.id === id;
  const target = await repo.findUserById(ctx.db, id);
  if (!target) throw new AppError('user-not-found');
  if (!self && !(isAdminRole(actor.role) && mayManage(actor, target.role)))
    throw new AppError('forbidden');
  const changes: Partial<repo.NewUser> = {};

  if (body.role !== undefined && body.role !== target.role) {
    if (self || !mayManage(actor, body.role))
      throw new AppError('forbidden', 'This role change is not allowed');
    changes.role = body.role;
  }
  const role = (changes.role ?? target.role) as Role;
  if (body.name !== undefined) changes.name = body.name;
  // A user who becomes a tutor is shown to students too, so the kept name must be Arabic as well.
  if (body.name !== undefined || changes.role !== undefined)
    checkNameForRole(body.name ?? target.name, role);
  // The email arrives trimmed and lower-cased (rules.email): the same address in other letters is
  // no change, so it keeps its confirmation and asks for nothing.
  if (body.email !== undefined && body.email !== target.email.trim().toLowerCase()) {
    // Whoever holds an open session must not move the account to their own address and then
    // reset its password: one's own sign-in email changes with the current password (decision
    // 051). An account without one (Google sign-in) has nothing to ask; an admin changing
    // someone else's email does not know theirs.
    if (self && target.passwordHash) await checkCurrentPassword(target.passwordHash, body);
    const owner = await repo.findUserByEmail(ctx.db, body.email);
    if (owner && owner.id !== id) throw new AppError('user-exists');
    changes.email = body.email;
    changes.verifiedEmail = false;
  }
  if (body.phone !== undefined && body.phone !== target.phone) {
    changes.phone = body.phone;
    changes.verifiedPhone = false;
  }
  for (const key of [
    'gender',
    'birthYear',
    'city',
    'job',
    'notificationMethod',
    'language',
    'callMode',
  ] as const) {
    if (body[key] !== undefined) (changes as Record<string, unknown>)[key] = body[key];
  }
  if (body.password !== undefined) {
    // A new email in the same request has had the current password checked already.
    if (self && target.passwordHash && changes.email === undefined) {
      const matches = await verifyPassword(target.passwordHash, body.currentPassword ?? '');
      if (!matches) throw new AppError('wrong-password', 'The current password is wrong');
    }
    changes.passwordHash = await hashPassword(body.password);
  }
  if (body.active !== undefined && body.active !== (target.deactivatedAt === null)) {
    if (self) throw new AppError('forbidden', 'One cannot deactivate oneself');
    changes.deactivatedAt = body.active ? null : new Date();
  }
  // A new password, or a deactivation, ends every session issued before it.
  const endsSessions = changes.passwordHash !== undefined || Boolean(changes.deactivatedAt);
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.updateUserRow(tx, id, changes);
      if (endsSessions) await revokeSessions(tx, id);
      // An admin's change to someone else's account is kept in the audit log.
      if (!self)
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.update',
          subjectType: 'user',
          subjectId: id,
          before: auditedFields(
            { ...target, passwordHash: undefined },
            Object.keys(changes).filter((key) => key !== 'passwordHash'),
          ),
          after: auditedFields(changes, Object.keys(changes)),
        });
      // A new role needs its own record, as if the user had been created with it.
      if (changes.role === Role.Student) await repo.upsertStudent(tx, id, {});
      if (changes.role !== undefined && isTutorLikeRole(changes.role))
        await repo.insertTutor(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('user-exists');
    throw error;
  }
  // What the account's tokens say (version, role, deactivation) holds everywhere from here on,
  // before anyone is told of the change.
  if (endsSessions) await disconnectUser(ctx, id);
  else if (changes.role !== undefined || changes.deactivatedAt !== undefined)
    await forgetTokenHolder(ctx, id);
  // What students see of a tutor, or whether they are listed, may have changed.
  const seen = ['name', 'email', 'phone', 'gender', 'city', 'role'] as const;
  if (seen.some((key) => changes[key] !== undefined)) {
    await accountChanged(ctx, id, target.role as Role);
    if (role !== target.role) await accountChanged(ctx, id, role);
  }
  if (changes.deactivatedAt !== undefined) await accountChanged(ctx, id, role);
  if (!endsSessions) return { user: await loadUser(ctx.db, id) };
  // Whoever changed their own password stays signed in here, with a token of the new version.
  return {
    user: await loadUser(ctx.db, id),
    renewedToken: self && changes.passwordHash ? await issueToken(ctx, id) : undefined,
  };
};

export type UploadedFile = { bytes: Buffer; truncated: boolean };

export const setUserImage = async (
  ctx: AppContext,
  actor: Actor,
  forUser: number | undefined,
  file: UploadedFile | null,
) => {
  const id = forUser ?? actor.id;
  if (id !== actor.id) {
    // Non-admins are refused before the lookup, so they cannot probe which ids exist.
    if (!isAdminRole(actor.role)) throw new AppError('forbidden');
    const target = await repo.findUserById(ctx.db, id);
    if (!target) throw new AppError('user-not-found');
    if (!mayManage(actor, target.role)) throw new AppError('forbidden');
  }
  if (!file) throw new AppError('required', 'Send the image in the field "image"');
  if (file.truncated) throw new AppError('large-file-size');
  const type = detectImageType(file.bytes);
  if (!type) throw new AppError('invalid-file-type', 'Only JPG, PNG and GIF images are accepted');
  const previous = await repo.findUserById(ctx.db, id);
  if (!previous) throw new AppError('user-not-found');
  const name = await ctx.storage.put('public', file.bytes, type);
  await ctx.db.transaction(async (tx) => {
    await repo.updateUserRow(tx, id, { image: name });
    // Staff changing someone's photo is an account change: kept in the audit log (decision 027).
    if (id !== actor.id)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.image',
        subjectType: 'user',
        subjectId: id,
        before: { image: previous.image },
        after: { image: name },
      });
  });
  if (previous.image) await ctx.storage.remove('public', previous.image);
  await accountChanged(ctx, id, previous.role as Role);
  return loadUser(ctx.db, id);
};

/**
 * Saves a learning profile and, when given, the favourite topics with it
 * (docs/product/accounts.md#student-profile).
 */
const saveStudentProfile = async (
  ctx: AppContext,
  id: number,
  body: Partial<Omit<StudentUpdateBody, 'goal'>> & { goal?: string | null },
) => {
  const { topicIds, tourDone, ...fields } = body;
  const profile =
    tourDone === undefined ? fields : { ...fields, tourDoneAt: tourDone ? new Date() : null };
  const distinct = topicIds ? [...new Set(topicIds)] : undefined;
  if (distinct && (await topics.countExisting(ctx.db, distinct)) !== distinct.length)
    throw new AppError('topic-not-found');
  await ctx.db.transaction(async (tx) => {
    await repo.upsertStudent(tx, id, profile);
    if (distinct) await topics.replaceUserTopics(tx, id, distinct);
  });
  return loadUser(ctx.db, id);
};

export const createStudentProfile = (ctx: AppContext, actor: Actor, body: StudentBody) =>
  saveStudentProfile(ctx, actor.id, { ...body, goal: body.goal ?? null });

export const updateStudentProfile = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: StudentUpdateBody,
) => {
  if (actor.id !== id && !isAdminRole(actor.role)) throw new AppError('forbidden');
  const role = await repo.findUserRole(ctx.db, id);
  if (role === null) throw new AppError('user-not-found');
  if (role !== Role.Student) throw new AppError('student-not-found');
  return saveStudentProfile(ctx, id, body);
};
