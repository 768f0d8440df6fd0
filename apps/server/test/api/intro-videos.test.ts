/**
 * Intro videos (docs/product/onboarding.md#intro-video): upload rules, review by admins,
 * reapplying.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, IntroVideoStatus, Role } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { createCandidate, mp4, uploadVideo, webm } from '../onboarding-fixtures.js';
import { closeSockets, connectAs, next } from '../sockets.js';
import { expectError, images, outbox } from '../support.js';

const LIMIT = 64 * 1024;
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({ UPLOAD_MAX_BYTES: String(LIMIT) });
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());
afterEach(() => {
  vi.useRealTimers();
  closeSockets();
});

describe('POST /api/v1/intro-video/with/asset', () => {
  it('stores a recorded WebM as pending, with its length read from the file', async () => {
    const tutor = await createCandidate(h);
    const res = await uploadVideo(h, tutor.token, webm(61), 'clip.bin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: IntroVideoStatus.Pending,
      durationSeconds: 61,
      reason: null,
    });
    expect(res.body.url).toMatch(/^\/assets\/uploads\/[a-f0-9-]{36}\.webm$/);
    // Served with byte ranges, so the browser can seek in it.
    const range = await h.inject({
      method: 'GET',
      url: res.body.url,
      headers: { range: 'bytes=0-3' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toMatch(/^bytes 0-3\//);
    expect(range.rawPayload).toHaveLength(4);

    const me = await h.call(api.myOnboarding, { token: tutor.token });
    expect(me.body.steps.find((s) => s.key === 'introVideo')?.state).toBe('waiting');
    expectError(await uploadVideo(h, tutor.token, mp4(60), 'again.mp4'), 'intro-video-exists');
  });

  it('accepts an MP4', async () => {
    const tutor = await createCandidate(h);
    const res = await uploadVideo(h, tutor.token, mp4(50), 'intro.mp4');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/\.mp4$/);
  });

  it.each([
    ['short-video-dur', webm(20)],
    ['long-video-dur', webm(150)],
    ['invalid-file-type', images.png(200)],
    ['large-file-size', Buffer.concat([webm(60), Buffer.alloc(LIMIT)])],
  ] as const)('answers %s', async (code, bytes) => {
    const tutor = await createCandidate(h);
    const res = await uploadVideo(h, tutor.token, bytes);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.code).toBe(code);
  });

  it('asks for the file and refuses other roles', async () => {
    const tutor = await createCandidate(h);
    const none = await h.inject({
      method: 'POST',
      url: '/api/v1/intro-video/with/asset',
      headers: { authorization: `Bearer ${tutor.token}` },
    });
    expect(none.json().code).toBe('required');
    const student = await h.account();
    expect((await uploadVideo(h, student.token.value, webm(60))).body.code).toBe('forbidden');
    const anonymous = await h.inject({ method: 'POST', url: '/api/v1/intro-video/with/asset' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reviewing intro videos', () => {
  it('lets admins approve: the tutor is told and the next step opens', async () => {
    const tutor = await createCandidate(h);
    const video = (await uploadVideo(h, tutor.token, webm(60))).body;
    // The tutor's open pages hear the change (decision 026).
    const socket = await connectAs(h, tutor.token);
    const heard = next(socket, 'OnboardingChanged');
    const pending = await h.call(api.listIntroVideos, {
      query: { status: IntroVideoStatus.Pending, tutorId: tutor.id },
      token: admin,
    });
    expect(pending.body.list.map((v) => v.id)).toEqual([video.id]);
    expectError(
      await h.call(api.reviewIntroVideo, {
        params: { id: video.id },
        body: { status: 3 },
        token: tutor.token,
      }),
      'forbidden',
    );
    const res = await h.call(api.reviewIntroVideo, {
      params: { id: video.id },
      body: { status: IntroVideoStatus.Approved },
      token: admin,
    });
    expect(res.body).toMatchObject({ status: IntroVideoStatus.Approved, reapplyAt: null });
    expect(await heard).toEqual({ tutorId: tutor.id });
    expectError(
      await h.call(api.reviewIntroVideo, {
        params: { id: video.id },
        body: { status: 2, reason: 'late' },
        token: admin,
      }),
      'illegal',
    );
    await h.runJobs();
    const email = (await h.call(api.myOnboarding, { token: tutor.token })).body;
    expect(email.steps.find((s) => s.key === 'introVideo')?.state).toBe('passed');
    const mine = await h.call(api.listIntroVideos, { token: tutor.token });
    expect(mine.body.total).toBe(1);
  });

  it('rejects with a reason; the tutor may send another only after 3 months', async () => {
    const tutor = await createCandidate(h);
    const user = await h.call(api.currentUser, { token: tutor.token });
    const video = (await uploadVideo(h, tutor.token, webm(60))).body;
    expectError(
      await h.call(api.reviewIntroVideo, {
        params: { id: video.id },
        body: { status: 2 },
        token: admin,
      }),
      'required',
    );
    expectError(
      await h.call(api.reviewIntroVideo, {
        params: { id: video.id },
        body: { status: 2, reason: '<b>no</b>' },
        token: admin,
      }),
      'invalid-markup',
    );
    const rejected = await h.call(api.reviewIntroVideo, {
      params: { id: video.id },
      body: { status: IntroVideoStatus.Rejected, reason: 'الصوت غير واضح' },
      token: admin,
    });
    expect(rejected.body.status).toBe(IntroVideoStatus.Rejected);
    const reapplyAt = new Date(rejected.body.reapplyAt!);
    const months = (reapplyAt.getTime() - Date.now()) / (24 * 60 * 60_000);
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);
    await h.runJobs();
    const mail = await outbox(h, user.body.email);
    expect(mail[0]?.text).toContain('الصوت غير واضح');

    const early = await uploadVideo(h, tutor.token, webm(60));
    expect(early.body).toMatchObject({ code: 'illegal', reapplyAt: reapplyAt.toISOString() });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(reapplyAt.getTime() + 60_000);
    const token = await h.ctx.tokens.sign(tutor.id, 0);
    const later = await uploadVideo(h, token.value, webm(60));
    expect(later.status).toBe(200);
    expect(later.body.status).toBe(IntroVideoStatus.Pending);
  });
});
