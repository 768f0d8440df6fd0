/**
 * Interviews and demo sessions (docs/product/onboarding.md#sessions): booking a tutor manager's
 * free time, the refusals, cancelling, the verdict, the reapply and 6-month rules on a fake clock,
 * and two candidates racing for one time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  InterviewStatus,
  OnboardingSessionKind,
  Role,
  TutorManagerInterviewStatus as Status,
} from '@darsak/shared';
import { users } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { candidateWithVideo, createCandidate, createManager } from '../onboarding-fixtures.js';
import { expectError } from '../support.js';
import { HOUR, MINUTE, quarterHour } from '../tutor-fixtures.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());
afterEach(() => vi.useRealTimers());

/** Moves the clock; tokens are signed again on the new time. */
const travel = (to: Date | number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(to);
};
const tokenOf = async (id: number) => (await h.ctx.tokens.sign(id, 0)).value;

const verdict = {
  feedback: 'Clear speaker, good grammar and a warm manner.',
  note: 'Ready for beginners.',
  level: 5,
};

describe('booking an interview', () => {
  it('offers active managers’ free times and books one for 30 minutes', async () => {
    const manager = await createManager(h, 'Salma Manager');
    const tutor = await candidateWithVideo(h);
    const interviewers = await h.call(api.interviewers, { token: tutor.token });
    expect(interviewers.body.map((m) => m.id)).toContain(manager.id);
    const times = await h.call(api.interviewTimes, {
      query: { managerId: manager.id },
      token: tutor.token,
    });
    const first = times.body.times[0]!;
    expect(new Date(first.startsAt).getTime()).toBeGreaterThanOrEqual(Date.now() + HOUR);
    expect(first.managerIds).toEqual([manager.id]);

    const startsAt = quarterHour(5 * HOUR);
    const res = await h.call(api.bookInterview, {
      body: { startsAt: startsAt.toISOString(), managerId: manager.id },
      token: tutor.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: OnboardingSessionKind.Interview,
      status: Status.Pending,
      intervieweeStatus: InterviewStatus.Pending,
      phase: 'upcoming',
      // Both people with their gender, for the words about them to agree.
      manager: { id: manager.id, gender: null },
      tutor: { id: tutor.id, gender: 1 },
      endsAt: new Date(startsAt.getTime() + 30 * MINUTE).toISOString(),
    });
    // The time is gone from the manager's free times.
    const after = await h.call(api.interviewTimes, {
      query: { managerId: manager.id },
      token: tutor.token,
    });
    expect(after.body.times.map((t) => t.startsAt)).not.toContain(startsAt.toISOString());

    expectError(
      await h.call(api.bookInterview, {
        body: { startsAt: quarterHour(30 * HOUR).toISOString(), managerId: manager.id },
        token: tutor.token,
      }),
      'conflicting-interview',
    );
    const other = await candidateWithVideo(h);
    expectError(
      await h.call(api.bookInterview, {
        body: { startsAt: startsAt.toISOString(), managerId: manager.id },
        token: other.token,
      }),
      'busy-tutor-manager',
    );
    const manager2 = await h.call(api.listInterviews, {
      query: { when: 'future' },
      token: manager.token,
    });
    expect(manager2.body.list.map((s) => s.tutor.id)).toEqual([tutor.id]);
    expect(manager2.body.list[0]?.note).toBeNull();
  });

  it('refuses an inactive manager, a candidate without an approved video, and other roles', async () => {
    const manager = await createManager(h);
    await h.ctx.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, manager.id));
    const tutor = await candidateWithVideo(h);
    const startsAt = quarterHour(6 * HOUR).toISOString();
    expectError(
      await h.call(api.bookInterview, {
        body: { startsAt, managerId: manager.id },
        token: tutor.token,
      }),
      'inactive-tutor-manager',
    );
    const interviewers = await h.call(api.interviewers, { token: tutor.token });
    expect(interviewers.body.map((m) => m.id)).not.toContain(manager.id);
    const fresh = await createCandidate(h);
    expectError(
      await h.call(api.bookInterview, { body: { startsAt }, token: fresh.token }),
      'illegal',
    );
    const student = await h.account();
    expectError(
      await h.call(api.bookInterview, { body: { startsAt }, token: student.token.value }),
      'forbidden',
    );
    const active = await createManager(h);
    expectError(
      await h.call(api.bookInterview, {
        body: { startsAt: quarterHour(-HOUR).toISOString(), managerId: active.id },
        token: tutor.token,
      }),
      'busy-tutor-manager',
    );
  });

  it('lets the candidate cancel before the start, and only the manager decide after it', async () => {
    const manager = await createManager(h);
    const tutor = await candidateWithVideo(h);
    const startsAt = quarterHour(4 * HOUR);
    const booked = await h.call(api.bookInterview, {
      body: { startsAt: startsAt.toISOString(), managerId: manager.id },
      token: tutor.token,
    });
    const id = booked.body.id;
    expectError(
      await h.call(api.updateInterview, {
        body: { id, status: Status.Passed, ...verdict },
        token: manager.token,
      }),
      'illegal',
    );
    const cancelled = await h.call(api.updateInterview, {
      body: { id, status: Status.CanceledByTutor },
      token: tutor.token,
    });
    expect(cancelled.body).toMatchObject({ status: 5, intervieweeStatus: 5 });

    const again = await h.call(api.bookInterview, {
      body: { startsAt: startsAt.toISOString(), managerId: manager.id },
      token: tutor.token,
    });
    expect(again.status).toBe(200);
    travel(startsAt.getTime() + 5 * MINUTE);
    expectError(
      await h.call(api.updateInterview, {
        body: { id: again.body.id, status: Status.CanceledByTutor },
        token: await tokenOf(tutor.id),
      }),
      'illegal',
    );
    const managerToken = await tokenOf(manager.id);
    expectError(
      await h.call(api.updateInterview, {
        body: { id: again.body.id, status: Status.Passed },
        token: managerToken,
      }),
      'required',
    );
    expectError(
      await h.call(api.updateInterview, {
        body: { id: again.body.id, status: Status.Passed, ...verdict, level: 7 },
        token: managerToken,
      }),
      'interview-level-too-high',
    );
    const passed = await h.call(api.updateInterview, {
      body: { id: again.body.id, status: Status.Passed, ...verdict },
      token: managerToken,
    });
    expect(passed.body).toMatchObject({ status: Status.Passed, phase: 'in-progress', ...verdict });
    // The candidate sees the feedback, not the manager's note.
    const seen = await h.call(api.getInterview, {
      params: { id: again.body.id },
      token: await tokenOf(tutor.id),
    });
    expect(seen.body).toMatchObject({ feedback: verdict.feedback, note: null, level: 5 });
    const stranger = await createManager(h);
    expectError(
      await h.call(api.getInterview, { params: { id: again.body.id }, token: stranger.token }),
      'interview-not-found',
    );
    const onboarding = await h.call(api.myOnboarding, { token: await tokenOf(tutor.id) });
    expect(onboarding.body.steps.find((s) => s.key === 'interview')?.state).toBe('passed');
    expect(onboarding.body.current).toBe('supportGroup');
  });

  it('lets the manager decide once the call opens, 10 minutes before the start (decision 026)', async () => {
    const manager = await createManager(h);
    const tutor = await candidateWithVideo(h);
    const startsAt = quarterHour(4 * HOUR);
    const booked = await h.call(api.bookInterview, {
      body: { startsAt: startsAt.toISOString(), managerId: manager.id },
      token: tutor.token,
    });
    expect(booked.body.opensAt).toBe(new Date(startsAt.getTime() - 10 * MINUTE).toISOString());
    travel(startsAt.getTime() - 11 * MINUTE);
    expectError(
      await h.call(api.updateInterview, {
        body: { id: booked.body.id, status: Status.Passed, ...verdict },
        token: await tokenOf(manager.id),
      }),
      'illegal',
    );
    travel(startsAt.getTime() - 5 * MINUTE);
    const passed = await h.call(api.updateInterview, {
      body: { id: booked.body.id, status: Status.Passed, ...verdict },
      token: await tokenOf(manager.id),
    });
    expect(passed.body).toMatchObject({ status: Status.Passed, phase: 'upcoming' });
  });

  it('lets admins reassign and cancel, and filter by status and manager', async () => {
    const first = await createManager(h);
    const second = await createManager(h);
    const tutor = await candidateWithVideo(h);
    const booked = await h.call(api.bookInterview, {
      body: { startsAt: quarterHour(8 * HOUR).toISOString(), managerId: first.id },
      token: tutor.token,
    });
    expectError(
      await h.call(api.updateInterview, {
        body: { id: booked.body.id, managerId: second.id },
        token: first.token,
      }),
      'forbidden',
    );
    const moved = await h.call(api.updateInterview, {
      body: { id: booked.body.id, managerId: second.id },
      token: admin,
    });
    expect(moved.body.manager.id).toBe(second.id);
    const listed = await h.call(api.listInterviews, {
      query: { managerId: second.id, status: Status.Pending },
      token: admin,
    });
    expect(listed.body.list.map((s) => s.id)).toEqual([booked.body.id]);
    const cancelled = await h.call(api.updateInterview, {
      body: { id: booked.body.id, status: Status.CanceledByAdmin },
      token: admin,
    });
    expect(cancelled.body).toMatchObject({
      status: Status.CanceledByAdmin,
      intervieweeStatus: InterviewStatus.CanceledByInterviewer,
    });
  });

  it('lets one of two candidates racing for a manager’s time have it, in the database', async () => {
    const manager = await createManager(h);
    const [a, b] = await Promise.all([candidateWithVideo(h), candidateWithVideo(h)]);
    const startsAt = quarterHour(10 * HOUR).toISOString();
    const results = await Promise.all(
      [a!, b!].map((t) =>
        h.call(api.bookInterview, { body: { startsAt, managerId: manager.id }, token: t.token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('busy-tutor-manager');
  });
});

describe('trying again', () => {
  const interviewAndDecide = async (
    tutor: { id: number; token: string },
    manager: { id: number; token: string },
    kind: 'interview' | 'demo',
    status: 2 | 3,
  ) => {
    const startsAt = quarterHour(3 * HOUR);
    const book = kind === 'interview' ? api.bookInterview : api.bookDemoSession;
    const update = kind === 'interview' ? api.updateInterview : api.updateDemoSession;
    const booked = await h.call(book, {
      body: { startsAt: startsAt.toISOString(), managerId: manager.id },
      token: await tokenOf(tutor.id),
    });
    expect(booked.status).toBe(200);
    travel(startsAt.getTime() + 10 * MINUTE);
    const decided = await h.call(update, {
      body: { id: booked.body.id, status, ...verdict },
      token: await tokenOf(manager.id),
    });
    expect(decided.body.status).toBe(status);
    travel(startsAt.getTime() + 40 * MINUTE);
    return startsAt;
  };

  it('lets a rejected candidate book again 3 months after the interview, not before', async () => {
    const manager = await createManager(h);
    const tutor = await candidateWithVideo(h);
    const heldAt = await interviewAndDecide(tutor, manager, 'interview', 3);
    const state = await h.call(api.myOnboarding, { token: await tokenOf(tutor.id) });
    const step = state.body.steps.find((s) => s.key === 'interview')!;
    expect(step.state).toBe('rejected');
    const reapplyAt = new Date(step.reapplyAt!);
    const days = (reapplyAt.getTime() - heldAt.getTime()) / (24 * HOUR);
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThan(93);
    const early = await h.call(api.bookInterview, {
      body: { startsAt: quarterHour(5 * HOUR).toISOString(), managerId: manager.id },
      token: await tokenOf(tutor.id),
    });
    expect(early.body).toMatchObject({ code: 'illegal', reapplyAt: reapplyAt.toISOString() });
    travel(reapplyAt.getTime() + HOUR);
    const later = await h.call(api.bookInterview, {
      body: { startsAt: quarterHour(5 * HOUR).toISOString(), managerId: manager.id },
      token: await tokenOf(tutor.id),
    });
    expect(later.status).toBe(200);
  });

  it('needs 6 months since the interview when the demo session fails; demo-session-exists meanwhile', async () => {
    const manager = await createManager(h);
    const tutor = await candidateWithVideo(h);
    expectError(
      await h.call(api.bookDemoSession, {
        body: { startsAt: quarterHour(5 * HOUR).toISOString(), managerId: manager.id },
        token: tutor.token,
      }),
      'illegal',
    );
    const interviewAt = await interviewAndDecide(tutor, manager, 'interview', 2);
    expectError(
      await h.call(api.bookInterview, {
        body: { startsAt: quarterHour(5 * HOUR).toISOString(), managerId: manager.id },
        token: await tokenOf(tutor.id),
      }),
      'illegal',
    );
    const demo = await h.call(api.bookDemoSession, {
      body: { startsAt: quarterHour(5 * HOUR).toISOString(), managerId: manager.id },
      token: await tokenOf(tutor.id),
    });
    expect(demo.body.kind).toBe(OnboardingSessionKind.DemoSession);
    expectError(
      await h.call(api.bookDemoSession, {
        body: { startsAt: quarterHour(8 * HOUR).toISOString(), managerId: manager.id },
        token: await tokenOf(tutor.id),
      }),
      'demo-session-exists',
    );
    await h.call(api.updateDemoSession, {
      body: { id: demo.body.id, status: Status.CanceledByTutor },
      token: await tokenOf(tutor.id),
    });
    await interviewAndDecide(tutor, manager, 'demo', 3);
    const listed = await h.call(api.listDemoSessions, { token: await tokenOf(tutor.id) });
    expect(listed.body.total).toBe(2);
    const state = await h.call(api.myOnboarding, { token: await tokenOf(tutor.id) });
    const step = state.body.steps.find((s) => s.key === 'demoSession')!;
    expect(step.state).toBe('rejected');
    const allowedAt = new Date(step.reapplyAt!);
    const days = (allowedAt.getTime() - interviewAt.getTime()) / (24 * HOUR);
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(186);
    expectError(
      await h.call(api.bookDemoSession, {
        body: { startsAt: quarterHour(5 * HOUR).toISOString(), managerId: manager.id },
        token: await tokenOf(tutor.id),
      }),
      'illegal',
    );
    travel(allowedAt.getTime() - 24 * HOUR);
    expect(
      (
        await h.call(api.bookInterview, {
          body: { startsAt: quarterHour(5 * HOUR).toISOString(), managerId: manager.id },
          token: await tokenOf(tutor.id),
        })
      ).body.code,
    ).toBe('illegal');
    travel(allowedAt.getTime() + HOUR);
    const fresh = await h.call(api.bookInterview, {
      body: { startsAt: quarterHour(5 * HOUR).toISOString(), managerId: manager.id },
      token: await tokenOf(tutor.id),
    });
    expect(fresh.status).toBe(200);
  });
});
