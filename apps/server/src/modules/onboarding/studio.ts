/**
 * Photo sessions (docs/product/onboarding.md#photo-session): admins set which studio films a tutor
 * whose demo session passed, and when; the studio uploads the tutor's image, profile video and
 * thumbnail, and with a video and a thumbnail the photo session is done.
 */
import {
  isAdminRole,
  Role,
  type Page,
  type SchedulePhotoSessionBody,
  type StudioTutor,
  type StudioTutorsQuery,
} from '@darsak/shared';
import { recordAudit } from '../audit/index.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { probeVideo } from '../../infra/media.js';
import { detectImageType } from '../../infra/storage.js';
import { notify, tellChanged } from './notify.js';
import { presentMember, presentStudioTutor } from './presenter.js';
import { activateIfDone } from './progress.js';
import * as repo from './repository.js';
import type { UploadedFile } from './intro-videos.js';

export type TutorAssets = Partial<Record<'image' | 'video' | 'thumbnail', UploadedFile>>;

const withStudios = async (
  ctx: AppContext,
  rows: repo.StudioTutorRow[],
): Promise<StudioTutor[]> => {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.onboarding?.studioId ? [row.onboarding.studioId] : []))),
  ];
  const studios = new Map<number, repo.MemberRow>();
  for (const id of ids) {
    const found = await repo.findMember(ctx.db, id);
    if (found) studios.set(id, found);
  }
  return rows.map((row) =>
    presentStudioTutor(
      row,
      row.onboarding?.studioId ? (studios.get(row.onboarding.studioId) ?? null) : null,
    ),
  );
};

/** GET /user/tutor/all/for/studio. A studio sees the tutors given to it and those given to none. */
export const studioTutors = async (
  ctx: AppContext,
  actor: Actor,
  query: StudioTutorsQuery,
): Promise<Page<StudioTutor>> => {
  const { rows, total } = await repo.studioTutors(
    ctx.db,
    { done: query.done, studioId: actor.role === Role.Studio ? actor.id : undefined },
    query,
  );
  return { list: await withStudios(ctx, rows), total };
};

/** One tutor as a studio sees them; a studio only a tutor waiting for, or filmed by, it. */
export const studioTutor = async (
  ctx: AppContext,
  actor: Actor,
  tutorId: number,
): Promise<StudioTutor> => {
  const { rows } = await repo.studioTutors(
    ctx.db,
    { tutorId, studioId: actor.role === Role.Studio ? actor.id : undefined },
    { page: 1, size: 1 },
  );
  const row = rows[0];
  if (!row || (!isAdminRole(actor.role) && !row.demoPassedAt))
    throw new AppError('tutor-not-found');
  return (await withStudios(ctx, [row]))[0]!;
};

/** GET /user/studio/list. */
export const listStudios = async (ctx: AppContext) =>
  (await repo.studios(ctx.db)).map(presentMember);

/** PUT /user/tutor/:tutorId/photo-session (admins). */
export const schedulePhotoSession = async (
  ctx: AppContext,
  actor: Actor,
  tutorId: number,
  body: SchedulePhotoSessionBody,
): Promise<StudioTutor> => {
  const studio = await repo.findMember(ctx.db, body.studioId);
  if (!studio || studio.role !== Role.Studio || studio.deactivatedAt)
    throw new AppError('user-not-found', 'No active studio with that id');
  const now = new Date();
  await studioTutor(ctx, actor, tutorId);
  await ctx.db.transaction(async (tx) => {
    const record = await repo.lockOnboarding(tx, tutorId);
    if (record.photoDoneAt) throw new AppError('illegal', 'The photo session is done already');
    await repo.updateOnboarding(tx, tutorId, {
      studioId: studio.id,
      photoScheduledAt: body.scheduledAt,
    });
    await notify(
      tx,
      `photo-${tutorId}-${now.getTime()}`,
      {
        notice: 'photo-scheduled',
        userId: tutorId,
        when: body.scheduledAt.toISOString(),
        otherId: studio.id,
      },
      now,
    );
  });
  ctx.wakeJobs();
  tellChanged(ctx, tutorId, [studio.id]);
  return studioTutor(ctx, actor, tutorId);
};

/** PUT /user/asset/tutor: the studio's work; every file's type is read from its bytes. */
export const uploadTutorAssets = async (
  ctx: AppContext,
  actor: Actor,
  tutorId: number,
  files: TutorAssets,
): Promise<StudioTutor> => {
  const current = await studioTutor(ctx, actor, tutorId);
  if (!files.image && !files.video && !files.thumbnail) throw new AppError('empty-request');
  if (Object.values(files).some((file) => file.truncated)) throw new AppError('large-file-size');
  const images: Partial<Record<'image' | 'thumbnail', 'jpg' | 'png' | 'gif'>> = {};
  for (const field of ['image', 'thumbnail'] as const) {
    const file = files[field];
    if (!file) continue;
    const type = detectImageType(file.bytes);
    if (!type)
      throw new AppError('invalid-file-type', `The ${field} must be a JPG, PNG or GIF image`);
    images[field] = type;
  }
  const video = files.video ? probeVideo(files.video.bytes) : null;
  if (files.video && !video)
    throw new AppError('invalid-file-type', 'The video must be WebM or MP4');
  const before = await repo.tutorRow(ctx.db, tutorId);
  const imageBefore = await repo.findMember(ctx.db, tutorId);
  const stored: Partial<Record<keyof TutorAssets, string>> = {};
  if (files.image) stored.image = await ctx.storage.put('public', files.image.bytes, images.image!);
  if (files.thumbnail)
    stored.thumbnail = await ctx.storage.put('public', files.thumbnail.bytes, images.thumbnail!);
  if (files.video && video)
    stored.video = await ctx.storage.put('public', files.video.bytes, video.type);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const record = await repo.lockOnboarding(tx, tutorId);
    await repo.updateTutorRecord(tx, tutorId, {
      ...(stored.video ? { video: stored.video } : {}),
      ...(stored.thumbnail ? { thumbnail: stored.thumbnail } : {}),
    });
    if (stored.image) await repo.setUserImage(tx, tutorId, stored.image);
    // A studio's or admin's upload changes the tutor's account: kept in the audit log (decision 027).
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'tutor.assets',
      subjectType: 'user',
      subjectId: tutorId,
      before: {
        ...(stored.image ? { image: imageBefore?.image ?? null } : {}),
        ...(stored.video ? { video: before?.video ?? null } : {}),
        ...(stored.thumbnail ? { thumbnail: before?.thumbnail ?? null } : {}),
      },
      after: stored,
    });
    const after = await repo.tutorRow(tx, tutorId);
    if (!record.photoDoneAt && after?.video && after.thumbnail && current.demoPassedAt) {
      await repo.updateOnboarding(tx, tutorId, {
        photoDoneAt: now,
        studioId: record.studioId ?? (actor.role === Role.Studio ? actor.id : null),
      });
      await notify(tx, `photo-${tutorId}`, { notice: 'photo-done', userId: tutorId }, now);
    }
  });
  // The files replaced are of no use now.
  if (stored.video && before?.video) await ctx.storage.remove('public', before.video);
  if (stored.thumbnail && before?.thumbnail) await ctx.storage.remove('public', before.thumbnail);
  if (stored.image && imageBefore?.image) await ctx.storage.remove('public', imageBefore.image);
  ctx.wakeJobs();
  await ctx.events.emit('tutor.changed', { tutorId });
  await activateIfDone(ctx, tutorId);
  const done = await studioTutor(ctx, actor, tutorId);
  tellChanged(ctx, tutorId, [actor.id, done.photoSession.studio?.id]);
  return done;
};

/** GET /user/interviewer/select: tutor managers taking sessions (active accounts). */
export const listManagers = async (ctx: AppContext) =>
  (await repo.activeManagers(ctx.db)).map(presentMember);
