/**
 * An interview's and a demo session's room (issues 11 and 12): its candidate and tutor manager get
 * the room and its live session during the session's time; others do not, nor anyone once it is
 * cancelled.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  OnboardingSessionKind,
  Role,
  TutorManagerInterviewStatus as Status,
} from '@darsak/shared';
import { eq } from 'drizzle-orm';
import { interviews } from '../../src/db/schema.js';
import { sendMessage } from '../../src/modules/chat/messages.js';
import { startHarness, type Harness } from '../harness.js';
import { candidateWithVideo, createManager } from '../onboarding-fixtures.js';
import { closeSockets, connectAs } from '../sockets.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(closeSockets);

/** A session under way now (started five minutes ago), written straight to the table. */
const sessionNow = async (kind: number, status: number = Status.Pending) => {
  const manager = await createManager(h);
  const tutor = await candidateWithVideo(h);
  const startsAt = new Date(Date.now() - 5 * 60_000);
  const [row] = await h.ctx.db
    .insert(interviews)
    .values({
      kind,
      tutorId: tutor.id,
      managerId: manager.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status,
      ...(status === Status.Pending ? {} : { decidedAt: new Date() }),
    })
    .returning();
  return { manager, tutor, id: row!.id };
};

describe('interview and demo session rooms', () => {
  it.each([
    ['an interview', OnboardingSessionKind.Interview],
    ['a demo session', OnboardingSessionKind.DemoSession],
  ])('let the candidate and the manager of %s into its call', async (_, kind) => {
    const { manager, tutor, id } = await sessionNow(kind);
    const room = await h.call(api.roomFor, { body: { type: kind, refId: id }, token: tutor.token });
    expect(room.status).toBe(200);
    const [row] = await h.ctx.db.select().from(interviews).where(eq(interviews.id, id));
    const subject = {
      startsAt: row!.startsAt.toISOString(),
      endsAt: row!.endsAt.toISOString(),
      cancelled: false,
    };
    expect(room.body.subject).toEqual(subject);
    // Listed once it holds a message, the manager's list tells the room by its time too.
    const empty = await h.call(api.listRooms, {
      params: { userId: manager.id },
      token: manager.token,
    });
    expect(empty.body.list.map((r) => r.id)).not.toContain(room.body.id);
    await sendMessage(h.ctx, tutor.id, room.body.id, 'أنا جاهزة للمقابلة');
    const listed = await h.call(api.listRooms, {
      params: { userId: manager.id },
      token: manager.token,
    });
    expect(listed.body.list.find((r) => r.id === room.body.id)?.subject).toEqual(subject);
    const sessionId = room.body.id;
    const managerSocket = await connectAs(h, manager.token);
    const tutorSocket = await connectAs(h, tutor.token);
    expect((await managerSocket.emitWithAck('JoinSession', { sessionId })).code).toBe('ok');
    expect(await tutorSocket.emitWithAck('JoinSession', { sessionId })).toEqual({
      code: 'ok',
      members: [manager.id],
    });

    const stranger = await h.account({ role: Role.TutorManager });
    expect(
      (await h.call(api.roomFor, { body: { type: kind, refId: id }, token: stranger.token.value }))
        .body.code,
    ).toBe('not-room-member');
    const strangerSocket = await connectAs(h, stranger.token.value);
    expect((await strangerSocket.emitWithAck('JoinSession', { sessionId })).code).toBe(
      'not-member',
    );
  });

  it('holds no call for a cancelled session', async () => {
    const { tutor, id } = await sessionNow(OnboardingSessionKind.Interview, Status.CanceledByAdmin);
    const room = await h.call(api.roomFor, {
      body: { type: OnboardingSessionKind.Interview, refId: id },
      token: tutor.token,
    });
    expect(room.body.subject?.cancelled).toBe(true);
    const socket = await connectAs(h, tutor.token);
    expect((await socket.emitWithAck('JoinSession', { sessionId: room.body.id })).code).toBe(
      'unallowed',
    );
  });
});
