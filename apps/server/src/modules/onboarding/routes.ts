import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  api,
  IMAGE_MAX_BYTES,
  OnboardingSessionKind as Kind,
  VIDEO_MAX_BYTES,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as introVideos from './intro-videos.js';
import * as service from './service.js';
import * as sessions from './sessions.js';
import * as studio from './studio.js';

type Files = Partial<Record<string, introVideos.UploadedFile>>;

/**
 * Reads the files of a multipart body, each field at most once, each up to `limit` bytes (a larger
 * one is kept as truncated, answered large-file-size). Other fields are read and ignored: the
 * length a browser claims for a video is not believed, it is read from the file.
 */
const readFiles = async (
  request: FastifyRequest,
  fields: readonly string[],
  limit: number,
): Promise<Files> => {
  const files: Files = {};
  for await (const part of request.parts({ limits: { fileSize: limit, files: fields.length } })) {
    if (part.type !== 'file') continue;
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch {
      bytes = Buffer.alloc(0);
    }
    if (fields.includes(part.fieldname) && !files[part.fieldname])
      files[part.fieldname] = { bytes, truncated: part.file.truncated };
  }
  return files;
};

export const onboardingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const videoLimit = () => ctx.config.uploadMaxBytes ?? VIDEO_MAX_BYTES;
  route(app, ctx, api.myOnboarding, ({ actor }) => service.myOnboarding(ctx, actor));
  route(app, ctx, api.tutorOnboarding, ({ params }) => service.tutorOnboarding(ctx, params.id));
  route(app, ctx, api.joinSupportGroup, ({ actor }) => service.joinSupportGroup(ctx, actor));

  route(app, ctx, api.listIntroVideos, ({ actor, query }) =>
    introVideos.listIntroVideos(ctx, actor, query),
  );
  route(app, ctx, api.uploadIntroVideo, async ({ actor, request }) => {
    const files = request.isMultipart() ? await readFiles(request, ['video'], videoLimit()) : {};
    return introVideos.uploadIntroVideo(ctx, actor, files.video ?? null);
  });
  route(app, ctx, api.reviewIntroVideo, ({ actor, params, body }) =>
    introVideos.reviewIntroVideo(ctx, actor, params.id, body),
  );

  route(app, ctx, api.interviewers, () => studio.listManagers(ctx));
  route(app, ctx, api.interviewTimes, ({ query }) => sessions.times(ctx, query.managerId));
  for (const [kind, endpoints] of [
    [
      Kind.Interview,
      {
        book: api.bookInterview,
        update: api.updateInterview,
        list: api.listInterviews,
        get: api.getInterview,
      },
    ],
    [
      Kind.DemoSession,
      {
        book: api.bookDemoSession,
        update: api.updateDemoSession,
        list: api.listDemoSessions,
        get: api.getDemoSession,
      },
    ],
  ] as const) {
    route(app, ctx, endpoints.book, ({ actor, body }) =>
      sessions.bookSession(ctx, kind, actor, body),
    );
    route(app, ctx, endpoints.update, ({ actor, body }) =>
      sessions.updateSession(ctx, kind, actor, body),
    );
    route(app, ctx, endpoints.list, ({ actor, query }) =>
      sessions.listSessions(ctx, kind, actor, query),
    );
    route(app, ctx, endpoints.get, ({ actor, params }) =>
      sessions.getSession(ctx, kind, actor, params.id),
    );
  }

  route(app, ctx, api.studioTutors, ({ actor, query }) => studio.studioTutors(ctx, actor, query));
  route(app, ctx, api.studioTutor, ({ actor, params }) =>
    studio.studioTutor(ctx, actor, params.tutorId),
  );
  route(app, ctx, api.studios, () => studio.listStudios(ctx));
  route(app, ctx, api.schedulePhotoSession, ({ actor, params, body }) =>
    studio.schedulePhotoSession(ctx, actor, params.tutorId, body),
  );
  route(app, ctx, api.uploadTutorAssets, async ({ actor, query, request }) => {
    const files = request.isMultipart()
      ? await readFiles(request, ['image', 'video', 'thumbnail'], videoLimit())
      : {};
    const imageLimit = ctx.config.uploadMaxBytes ?? IMAGE_MAX_BYTES;
    for (const field of ['image', 'thumbnail'] as const) {
      const file = files[field];
      if (file && file.bytes.length > imageLimit) file.truncated = true;
    }
    return studio.uploadTutorAssets(ctx, actor, query.tutorId, files);
  });
};
