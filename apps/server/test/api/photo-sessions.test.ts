/**
 * Photo sessions and activation (docs/product/onboarding.md#photo-session): a studio films a
 * tutor whose demo session passed, and once every step has passed the tutor is activated, told, and
 * found by students.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, Role, TutorManagerInterviewStatus as Status } from '@darsak/shared';
import { and, asc, eq } from 'drizzle-orm';
import { auditEntries } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import {
  candidateWithVideo,
  createManager,
  isActivated,
  mp4,
  webm,
} from '../onboarding-fixtures.js';
import { expectError, images, multipart, outbox, type Part } from '../support.js';
import { MINUTE, HOUR, quarterHour } from '../tutor-fixtures.js';

let h: Harness;
let admin: string;
let studio: { id: number; token: string };
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
  const account = await h.account({ role: Role.Studio, name: 'Studio One' });
  studio = { id: account.user.id, token: account.token.value };
});
afterAll(() => h.close());
afterEach(() => vi.useRealTimers());

const tokenOf = async (id: number) => (await h.ctx.tokens.sign(id, 0)).value;

/** A candidate who passed the interview and the demo session (on a moved clock). */
const throughDemo = async () => {
  const manager = await createManager(h);
  const tutor = await candidateWithVideo(h);
  for (const [book, update] of [
    [api.bookInterview, api.updateInterview],
    [api.bookDemoSession, api.updateDemoSession],
  ] as const) {
    const startsAt = quarterHour(3 * HOUR);
    const booked = await h.call(book, {
      body: { startsAt: startsAt.toISOString(), managerId: manager.id },
      token: await tokenOf(tutor.id),
    });
    expect(booked.status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(startsAt.getTime() + 35 * MINUTE);
    const passed = await h.call(update, {
      body: {
        id: booked.body.id,
        status: Status.Passed,
        feedback: 'Very good lesson indeed.',
        level: 5,
      },
      token: await tokenOf(manager.id),
    });
    expect(passed.status).toBe(200);
  }
  return tutor;
};

const uploadAssets = (token: string, tutorId: number, parts: Part[]) => {
  const form = multipart(parts);
  return h.inject({
    method: 'PUT',
    url: '/api/v1/user/asset/tutor',
    query: { tutorId: String(tutorId) },
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
};

describe('photo sessions', () => {
  it('takes a tutor from a passed demo session to activated and bookable', async () => {
    const tutor = await throughDemo();
    await h.call(api.joinSupportGroup, { token: await tokenOf(tutor.id) });
    const waiting = await h.call(api.studioTutors, {
      query: { done: 'false' },
      token: await tokenOf(studio.id),
    });
    expect(waiting.body.list.map((t) => t.tutor.id)).toContain(tutor.id);

    const studios = await h.call(api.studios, {
      token: await tokenOf((await h.account({ role: Role.SuperAdmin })).user.id),
    });
    expect(studios.body.map((s) => s.id)).toContain(studio.id);
    const scheduledAt = new Date(Date.now() + 48 * HOUR).toISOString();
    const scheduled = await h.call(api.schedulePhotoSession, {
      params: { tutorId: tutor.id },
      body: { studioId: studio.id, scheduledAt },
      token: await tokenOf((await h.account({ role: Role.RegularAdmin })).user.id),
    });
    expect(scheduled.body.photoSession).toMatchObject({
      studio: { id: studio.id },
      scheduledAt,
      doneAt: null,
    });

    // A thumbnail first: the session is not done until a video is there too.
    const studioToken = await tokenOf(studio.id);
    const first = await uploadAssets(studioToken, tutor.id, [
      { name: 'thumbnail', data: images.jpg(), filename: 't.jpg', contentType: 'image/jpeg' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().photoSession.doneAt).toBeNull();
    expect(await isActivated(h, tutor.id)).toBe(false);

    const second = await uploadAssets(studioToken, tutor.id, [
      { name: 'video', data: mp4(120), filename: 'profile.mp4', contentType: 'video/mp4' },
      { name: 'image', data: images.png(), filename: 'face.png', contentType: 'image/png' },
    ]);
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body.video).toMatch(/\.mp4$/);
    expect(body.thumbnail).toMatch(/\.jpg$/);
    expect(body.photoSession.doneAt).not.toBeNull();

    expect(await isActivated(h, tutor.id)).toBe(true);
    // Each upload changed the tutor's account: both are in the audit log (decision 027).
    const audited = await h.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, tutor.id), eq(auditEntries.action, 'tutor.assets')))
      .orderBy(asc(auditEntries.id));
    expect(audited).toMatchObject([
      { actorId: studio.id, before: { thumbnail: null }, after: { thumbnail: expect.any(String) } },
      {
        actorId: studio.id,
        before: { video: null },
        after: { video: expect.any(String), image: expect.any(String) },
      },
    ]);
    const onboarding = await h.call(api.myOnboarding, { token: await tokenOf(tutor.id) });
    expect(onboarding.body.current).toBeNull();
    expect(onboarding.body.activated).toBe(true);
    expect(onboarding.body.steps.every((s) => s.state === 'passed')).toBe(true);
    await h.runJobs();
    const email = (await h.call(api.currentUser, { token: await tokenOf(tutor.id) })).body.email;
    expect((await outbox(h, email)).map((m) => m.subject)).toContain('أصبح حسابك مفعلاً في درسك');

    // Students find the tutor, with the studio's video and thumbnail.
    const profile = await h.call(api.tutorInfo, { params: { id: tutor.id } });
    expect(profile.status).toBe(200);
    expect(profile.body.video).toBe(body.video);
    expect(profile.body.thumbnail).toBe(body.thumbnail);
    const timeline = await h.call(api.tutorOnboarding, { params: { id: tutor.id }, token: admin });
    expect(timeline.body.photoSession.studio?.id).toBe(studio.id);
  });

  it('keeps a tutor an admin deactivated after activation so', async () => {
    const tutor = await throughDemo();
    await h.call(api.joinSupportGroup, { token: await tokenOf(tutor.id) });
    await uploadAssets(await tokenOf(studio.id), tutor.id, [
      { name: 'video', data: webm(90), filename: 'v.webm', contentType: 'video/webm' },
      { name: 'thumbnail', data: images.png(), filename: 't.png', contentType: 'image/png' },
    ]);
    expect(await isActivated(h, tutor.id)).toBe(true);
    await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: { activated: false },
      token: await tokenOf((await h.account({ role: Role.RegularAdmin })).user.id),
    });
    await h.call(api.joinSupportGroup, { token: await tokenOf(tutor.id) });
    expect(await isActivated(h, tutor.id)).toBe(false);
  });

  it('checks what a studio may do and what it sends', async () => {
    const fresh = await candidateWithVideo(h);
    expectError(
      await h.call(api.studioTutor, { params: { tutorId: fresh.id }, token: studio.token }),
      'tutor-not-found',
    );
    const tutor = await throughDemo();
    const token = await tokenOf(studio.id);
    const wrongType = await uploadAssets(token, tutor.id, [
      { name: 'video', data: images.png(), filename: 'v.mp4', contentType: 'video/mp4' },
    ]);
    expect(wrongType.json().code).toBe('invalid-file-type');
    const empty = await uploadAssets(token, tutor.id, [{ name: 'note', data: 'hello' }]);
    expect(empty.json().code).toBe('empty-request');
    const student = await h.account();
    const refused = await uploadAssets(student.token.value, tutor.id, [
      { name: 'thumbnail', data: images.png(), filename: 't.png', contentType: 'image/png' },
    ]);
    expect(refused.json().code).toBe('forbidden');
    expectError(await h.call(api.studios, { token }), 'forbidden');
  });
});
