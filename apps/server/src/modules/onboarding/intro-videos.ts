/**
 * Intro videos (docs/product/onboarding.md#intro-video): a tutor sends one video of about a minute,
 * whose type and length are read from the file; admins approve it or reject it with a reason, and a
 * rejected tutor may send another after 3 months.
 */
import {
  addMonths,
  isAdminRole,
  IntroVideoStatus,
  REAPPLY_AFTER_MONTHS,
  type IntroVideo,
  type IntroVideoListQuery,
  type Page,
  type ReviewIntroVideoBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { probeVideo } from '../../infra/media.js';
import { notify, tellChanged } from './notify.js';
import { presentIntroVideo } from './presenter.js';
import { activateIfDone } from './progress.js';
import * as repo from './repository.js';

export type UploadedFile = { bytes: Buffer; truncated: boolean };

/** POST /intro-video/with/asset. */
export const uploadIntroVideo = async (
  ctx: AppContext,
  actor: Actor,
  file: UploadedFile | null,
): Promise<IntroVideo> => {
  if (!file || file.bytes.length === 0)
    throw new AppError('required', 'Send the video in the field "video"');
  if (file.truncated) throw new AppError('large-file-size');
  const probe = probeVideo(file.bytes);
  if (!probe) throw new AppError('invalid-file-type', 'Only WebM and MP4 videos are accepted');
  const { min, max } = ctx.config.onboarding.introVideoSeconds;
  if (probe.durationMs < min * 1000)
    throw new AppError('short-video-dur', `The video must last at least ${min} seconds`, {
      minSeconds: min,
      maxSeconds: max,
    });
  if (probe.durationMs > max * 1000)
    throw new AppError('long-video-dur', `The video must last at most ${max} seconds`, {
      minSeconds: min,
      maxSeconds: max,
    });
  const now = new Date();
  const latest = await repo.latestIntroVideo(ctx.db, actor.id);
  if (latest && latest.status !== IntroVideoStatus.Rejected)
    throw new AppError('intro-video-exists');
  if (latest?.reviewedAt) {
    const reapplyAt = addMonths(latest.reviewedAt, REAPPLY_AFTER_MONTHS);
    if (now < reapplyAt)
      throw new AppError('illegal', 'A rejected tutor may send another video after 3 months', {
        reapplyAt: reapplyAt.toISOString(),
      });
  }
  const name = await ctx.storage.put('public', file.bytes, probe.type);
  try {
    const video = await repo.insertIntroVideo(ctx.db, {
      tutorId: actor.id,
      file: name,
      durationMs: probe.durationMs,
      createdAt: now,
    });
    const member = await repo.findMember(ctx.db, actor.id);
    return presentIntroVideo(video, member!);
  } catch (error) {
    await ctx.storage.remove('public', name);
    if (isUniqueViolation(error, 'intro_videos_one_open')) throw new AppError('intro-video-exists');
    throw error;
  }
};

/** GET /intro-video/list: a tutor's own, or anyone's for admins. */
export const listIntroVideos = async (
  ctx: AppContext,
  actor: Actor,
  query: IntroVideoListQuery,
): Promise<Page<IntroVideo>> => {
  const tutorId = isAdminRole(actor.role) ? query.tutorId : actor.id;
  const { rows, total } = await repo.listIntroVideos(
    ctx.db,
    { tutorId, status: query.status },
    query,
  );
  return { list: rows.map((row) => presentIntroVideo(row.video, row.tutor)), total };
};

/** PUT /intro-video/:id: approve, or reject with a reason; only a pending video. */
export const reviewIntroVideo = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ReviewIntroVideoBody,
): Promise<IntroVideo> => {
  if (body.status === IntroVideoStatus.Rejected && !body.reason)
    throw new AppError('required', 'Say why the video is rejected');
  const now = new Date();
  const video = await ctx.db.transaction(async (tx) => {
    const found = await repo.findIntroVideo(tx, id, true);
    if (!found) throw new AppError('intro-video-not-found');
    if (found.status !== IntroVideoStatus.Pending)
      throw new AppError('illegal', 'The video was reviewed already');
    const rejected = body.status === IntroVideoStatus.Rejected;
    const updated = await repo.updateIntroVideo(tx, id, {
      status: body.status,
      reason: rejected ? body.reason : null,
      reviewedBy: actor.id,
      reviewedAt: now,
    });
    await notify(
      tx,
      `video-${id}`,
      rejected
        ? {
            notice: 'intro-rejected',
            userId: found.tutorId,
            reason: body.reason,
            date: addMonths(now, REAPPLY_AFTER_MONTHS).toISOString(),
          }
        : { notice: 'intro-approved', userId: found.tutorId },
      now,
    );
    return updated;
  });
  ctx.wakeJobs();
  await activateIfDone(ctx, video.tutorId);
  tellChanged(ctx, video.tutorId);
  const member = await repo.findMember(ctx.db, video.tutorId);
  return presentIntroVideo(video, member!);
};
