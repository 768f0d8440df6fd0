/**
 * Interviews and demo sessions (docs/product/onboarding.md#sessions): a candidate books 30 minutes
 * of a tutor manager's free time and may cancel until it starts; after the start only the manager
 * decides, with feedback, a private note and an English level. Admins cancel or hand a session to
 * another manager. The database refuses two sessions of one manager or one candidate at once.
 */
import {
  addMonths,
  INTERVIEW_MINUTES,
  isAdminRole,
  IntroVideoStatus,
  MONTHS_BETWEEN_INTERVIEWS,
  OnboardingSessionKind as Kind,
  REAPPLY_AFTER_MONTHS,
  Role,
  TutorManagerInterviewStatus as Status,
  type BookInterviewBody,
  type Interview,
  type InterviewListQuery,
  type Page,
  type UpdateInterviewBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { bookingWindow, interviewTimes, managerFreeAt, managersFree } from './free-times.js';
import { notify, tellChanged, type NoticePayload } from './notify.js';
import { presentSession, sessionOpensAt } from './presenter.js';
import { activateIfDone, demoOpen, nextInterviewFrom } from './progress.js';
import * as repo from './repository.js';

const notFound = (kind: number) =>
  new AppError(kind === Kind.Interview ? 'interview-not-found' : 'demo-session-not-found');
const isStaffOf = (actor: Actor, session: { managerId: number }) =>
  isAdminRole(actor.role) || session.managerId === actor.id;

/** The tutor manager asked for, who must be an active tutor manager. */
const activeManager = async (tx: Tx, managerId: number) => {
  const manager = await repo.findMember(tx, managerId);
  if (!manager || manager.role !== Role.TutorManager || manager.deactivatedAt)
    throw new AppError('inactive-tutor-manager');
  return manager;
};

/** May the candidate book a session of this kind now? Throws the rule's code when not. */
const checkCandidate = async (tx: Tx, kind: number, tutorId: number, now: Date) => {
  const interviews = await repo.sessionsOfTutor(tx, tutorId, Kind.Interview);
  const demos = await repo.sessionsOfTutor(tx, tutorId, Kind.DemoSession);
  if (kind === Kind.Interview) {
    const video = await repo.latestIntroVideo(tx, tutorId);
    if (video?.status !== IntroVideoStatus.Approved)
      throw new AppError('illegal', 'An approved intro video comes before the interview');
    if (interviews.some((s) => s.status === Status.Pending))
      throw new AppError('conflicting-interview');
    const next = nextInterviewFrom(interviews, demos);
    if (next.passed) throw new AppError('illegal', 'The interview was passed already');
    if (next.allowedAt && now < next.allowedAt)
      throw new AppError('illegal', 'A new interview must wait', {
        reapplyAt: next.allowedAt.toISOString(),
      });
    return;
  }
  const last = interviews.find((s) => s.status === Status.Passed);
  if (
    demos.some(
      (d) =>
        d.status === Status.Pending ||
        (d.status === Status.Passed && last && d.startsAt > last.startsAt),
    )
  )
    throw new AppError('demo-session-exists');
  if (!demoOpen(interviews, demos))
    throw new AppError('illegal', 'A passed interview comes before the demo session');
};

/** POST /interview and POST /demo-session. */
export const bookSession = async (
  ctx: AppContext,
  kind: number,
  actor: Actor,
  body: BookInterviewBody,
): Promise<Interview> => {
  const now = new Date();
  const { from, to } = bookingWindow(now);
  const id = await ctx.db
    .transaction(async (tx) => {
      await repo.lockOnboarding(tx, actor.id);
      await checkCandidate(tx, kind, actor.id, now);
      const startsAt = body.startsAt;
      if (startsAt < from || startsAt >= to)
        throw new AppError('busy-tutor-manager', 'Pick one of the offered times');
      let managerId = body.managerId;
      if (managerId !== undefined) {
        await activeManager(tx, managerId);
        const free = await managersFree(tx, ctx, [managerId], now);
        if (!managerFreeAt(free.get(managerId), startsAt)) throw new AppError('busy-tutor-manager');
      } else {
        const managers = await repo.activeManagers(tx);
        const free = await managersFree(
          tx,
          ctx,
          managers.map((m) => m.id),
          now,
        );
        // The least busy first would need more reads; the first free, by name, is predictable.
        managerId = managers.find((m) => managerFreeAt(free.get(m.id), startsAt))?.id;
        if (managerId === undefined) throw new AppError('busy-tutor-manager');
      }
      await repo.lockManagerSessions(tx, managerId);
      const session = await repo.insertSession(tx, {
        kind,
        tutorId: actor.id,
        managerId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + INTERVIEW_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      });
      const ref = `session-${session.id}`;
      const when = startsAt.toISOString();
      await notify(
        tx,
        ref,
        {
          notice: kind === Kind.Interview ? 'interview-booked' : 'demo-booked',
          userId: actor.id,
          when,
          otherId: managerId,
        },
        now,
      );
      await notify(
        tx,
        ref,
        { notice: 'manager-booked', userId: managerId, when, otherId: actor.id },
        now,
      );
      return session.id;
    })
    .catch((error: unknown) => {
      if (isExclusionViolation(error, 'interviews_manager_no_overlap'))
        throw new AppError('busy-tutor-manager');
      if (isExclusionViolation(error, 'interviews_tutor_no_overlap'))
        throw new AppError('conflicting-interview');
      if (isUniqueViolation(error, 'interviews_one_pending'))
        throw new AppError(
          kind === Kind.Interview ? 'conflicting-interview' : 'demo-session-exists',
        );
      throw error;
    });
  ctx.wakeJobs();
  const booked = await getSession(ctx, kind, actor, id);
  tellChanged(ctx, actor.id, [booked.manager.id]);
  return booked;
};

/** GET /interview/:id and /demo-session/:id: for its candidate, its manager and admins. */
export const getSession = async (
  ctx: AppContext,
  kind: number,
  actor: Actor,
  id: number,
): Promise<Interview> => {
  const found = await repo.findSession(ctx.db, kind, id);
  if (!found || (found.session.tutorId !== actor.id && !isStaffOf(actor, found.session)))
    throw notFound(kind);
  return presentSession(
    found,
    new Date(),
    isStaffOf(actor, found.session),
    ctx.config.sessionOpensMinutesBefore,
  );
};

/** GET /interview/list/ and /demo-session/list: one's own, or all (filtered) for admins. */
export const listSessions = async (
  ctx: AppContext,
  kind: number,
  actor: Actor,
  query: InterviewListQuery,
): Promise<Page<Interview>> => {
  const now = new Date();
  const admin = isAdminRole(actor.role);
  const filter: repo.SessionFilter = {
    kind,
    now,
    status: query.status,
    when: query.when,
    tutorId: actor.role === Role.Tutor ? actor.id : query.tutorId,
    managerId: actor.role === Role.TutorManager ? actor.id : query.managerId,
  };
  const { rows, total } = await repo.listSessions(ctx.db, filter, query);
  return {
    list: rows.map((row) =>
      presentSession(
        row,
        now,
        admin || row.session.managerId === actor.id,
        ctx.config.sessionOpensMinutesBefore,
      ),
    ),
    total,
  };
};

type Change = {
  values: Parameters<typeof repo.updateSession>[2];
  notices: NoticePayload[];
};

/** What a change by this actor does, or the code refusing it. */
const planChange = async (
  tx: Tx,
  ctx: AppContext,
  kind: number,
  actor: Actor,
  session: repo.InterviewRow,
  body: UpdateInterviewBody,
  now: Date,
): Promise<Change> => {
  const pending = session.status === Status.Pending;
  const started = now >= session.startsAt;
  // The manager decides once the call has opened: the candidate may have come early (026).
  const opened = now >= sessionOpensAt(session, ctx.config.sessionOpensMinutesBefore);
  const when = session.startsAt.toISOString();
  const isInterview = kind === Kind.Interview;
  const decided = { decidedAt: now, decidedBy: actor.id };
  const textFields =
    body.feedback !== undefined || body.note !== undefined || body.level !== undefined;

  if (actor.role === Role.Tutor) {
    if (body.status !== Status.CanceledByTutor || textFields || body.managerId !== undefined)
      throw new AppError('forbidden', 'The candidate may only cancel');
    if (!pending || started)
      throw new AppError('illegal', 'Only a session that has not started can be cancelled');
    return {
      values: { status: Status.CanceledByTutor, ...decided },
      notices: [
        { notice: 'manager-cancelled', userId: session.managerId, when, otherId: session.tutorId },
      ],
    };
  }

  if (isAdminRole(actor.role)) {
    if (textFields || (body.status !== undefined && body.status !== Status.CanceledByAdmin))
      throw new AppError('forbidden', 'Admins cancel or reassign; the manager decides');
    if (!pending) throw new AppError('illegal', 'The session is not pending');
    if (body.status === Status.CanceledByAdmin)
      return {
        values: { status: Status.CanceledByAdmin, ...decided },
        notices: [
          {
            notice: isInterview ? 'interview-cancelled' : 'demo-cancelled',
            userId: session.tutorId,
            when,
          },
          {
            notice: 'manager-cancelled',
            userId: session.managerId,
            when,
            otherId: session.tutorId,
          },
        ],
      };
    if (body.managerId === undefined) throw new AppError('empty-request');
    if (started) throw new AppError('illegal', 'A session that started keeps its manager');
    if (body.managerId === session.managerId) return { values: {}, notices: [] };
    await activeManager(tx, body.managerId);
    const free = await managersFree(
      tx,
      ctx,
      [body.managerId],
      new Date(Math.min(now.getTime(), session.startsAt.getTime() - 60 * 60_000)),
    );
    if (!managerFreeAt(free.get(body.managerId), session.startsAt))
      throw new AppError('busy-tutor-manager');
    return {
      values: { managerId: body.managerId },
      notices: [
        { notice: 'manager-cancelled', userId: session.managerId, when, otherId: session.tutorId },
        { notice: 'manager-booked', userId: body.managerId, when, otherId: session.tutorId },
      ],
    };
  }

  // The session's tutor manager.
  if (body.managerId !== undefined) throw new AppError('forbidden', 'Only admins reassign');
  const values: Change['values'] = {};
  if (body.feedback !== undefined) values.feedback = body.feedback;
  if (body.note !== undefined) values.note = body.note;
  if (body.level !== undefined) values.level = body.level;
  if (body.status === undefined) {
    if (!textFields) throw new AppError('empty-request');
    if (pending && !opened)
      throw new AppError('illegal', 'The verdict comes once the session opened');
    return { values, notices: [] };
  }
  if (!pending) throw new AppError('illegal', 'The session was decided already');
  if (body.status === Status.CanceledByTutorManager)
    return {
      values: { ...values, status: body.status, ...decided },
      notices: [
        {
          notice: isInterview ? 'interview-cancelled' : 'demo-cancelled',
          userId: session.tutorId,
          when,
        },
      ],
    };
  if (body.status !== Status.Passed && body.status !== Status.Rejected)
    throw new AppError('forbidden', 'That status is not the manager’s to set');
  if (!opened) throw new AppError('illegal', 'The verdict comes once the session opened');
  if ((body.feedback ?? session.feedback) === null)
    throw new AppError('required', 'Feedback is required');
  if ((body.level ?? session.level) === null)
    throw new AppError('required', 'The English level is required');
  const passed = body.status === Status.Passed;
  const interviewStart = isInterview
    ? session.startsAt
    : ((await repo.sessionsOfTutor(tx, session.tutorId, Kind.Interview)).find(
        (s) => s.status === Status.Passed,
      )?.startsAt ?? session.startsAt);
  const reapply = isInterview
    ? addMonths(session.startsAt, REAPPLY_AFTER_MONTHS)
    : addMonths(interviewStart, MONTHS_BETWEEN_INTERVIEWS);
  const notice = isInterview
    ? passed
      ? 'interview-passed'
      : 'interview-rejected'
    : passed
      ? 'demo-passed'
      : 'demo-rejected';
  return {
    values: { ...values, status: body.status, ...decided },
    notices: [
      { notice, userId: session.tutorId, ...(passed ? {} : { date: reapply.toISOString() }) },
    ],
  };
};

/** PATCH /interview and PATCH /demo-session. */
export const updateSession = async (
  ctx: AppContext,
  kind: number,
  actor: Actor,
  body: UpdateInterviewBody,
): Promise<Interview> => {
  const now = new Date();
  const before = await ctx.db
    .transaction(async (tx) => {
      const session = await repo.lockSession(tx, kind, body.id);
      if (!session || (session.tutorId !== actor.id && !isStaffOf(actor, session)))
        throw notFound(kind);
      const change = await planChange(tx, ctx, kind, actor, session, body, now);
      // A session given to another manager meets that manager's bookings as a new one does.
      if (change.values.managerId !== undefined)
        await repo.lockManagerSessions(tx, change.values.managerId);
      if (Object.keys(change.values).length > 0)
        await repo.updateSession(tx, session.id, change.values);
      const ref = `session-${session.id}-${now.getTime()}`;
      for (const notice of change.notices) await notify(tx, ref, notice, now);
      return session;
    })
    .catch((error: unknown) => {
      if (isExclusionViolation(error, 'interviews_manager_no_overlap'))
        throw new AppError('busy-tutor-manager');
      throw error;
    });
  ctx.wakeJobs();
  await activateIfDone(ctx, before.tutorId);
  const updated = await getSession(ctx, kind, actor, body.id);
  tellChanged(ctx, before.tutorId, [before.managerId, updated.manager.id]);
  return updated;
};

/** GET /interview/select: start times in the next 14 days with the managers free then. */
export const times = async (ctx: AppContext, managerId?: number) => {
  const now = new Date();
  const managers = (await repo.activeManagers(ctx.db)).filter(
    (m) => managerId === undefined || m.id === managerId,
  );
  const free = await managersFree(
    ctx.db,
    ctx,
    managers.map((m) => m.id),
    now,
  );
  return { times: interviewTimes(free) };
};
