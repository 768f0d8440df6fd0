import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RoomType, routes, type CallLinkReport, type LiveSession, type User } from '@darsak/shared';
import { CallView } from '../../src/features/session/components/call-view.js';
import { DeviceCheck } from '../../src/features/session/components/device-check.js';
import { aMember, aStudent } from './fixtures.js';
import { aStream, FakePeerConnection, install, type FakeSender } from './fake-webrtc.js';
import { api, renderScreen, server } from './render.js';

const me = aStudent();
const tutor = aMember();
const sessionId = 40;
const minute = 60_000;

const aSession = (startsAt: number, endsAt: number): LiveSession => ({
  id: sessionId,
  type: RoomType.Lesson,
  refId: 9,
  startsAt: new Date(startsAt).toISOString(),
  endsAt: new Date(endsAt).toISOString(),
  opensAt: new Date(startsAt - 10 * minute).toISOString(),
  members: [
    { user: { ...tutor }, inCall: true, minutes: 0, dataBytes: 0 },
    {
      user: { ...aMember({ id: me.id, name: me.name, role: me.role }) },
      inCall: false,
      minutes: 0,
      dataBytes: 0,
    },
  ],
  attendance: [],
});

/** The answers a call always needs: the room's chat, joining (with these members) and leaving. */
const answerCall = (members: number[] = [tutor.id], code: 'ok' | 'unallowed' = 'ok') => {
  api.on(routes.listMessages, { list: [], hasMore: false, reads: [] });
  server.answer('MarkMessageAsRead', () => ({ code: 'ok' }));
  server.answer('JoinSession', () => ({ code, members }));
  server.answer('LeaveSession', () => ({ code: 'ok' }));
};

const openCall = async (
  options: {
    startsIn?: number;
    endsIn?: number;
    user?: User;
    onLeave?: (ended: boolean) => void;
  } = {},
) => {
  const now = Date.now();
  const session = aSession(
    now + (options.startsIn ?? -5 * minute),
    now + (options.endsIn ?? 25 * minute),
  );
  return renderScreen(
    <CallView
      session={session}
      me={me.id}
      ice={{ iceServers: [], ttl: 0 }}
      stream={aStream() as unknown as MediaStream}
      genderOf={() => 'other'}
      onLeave={options.onLeave ?? (() => undefined)}
    />,
    { signedInAs: options.user ?? me },
  );
};

/** Joins with the tutor in the call: the tutor answers our announcement and the link comes up. */
const connect = async () => {
  await waitFor(() => expect(server.received('AnnounceIncomingOffer')).toHaveLength(1));
  server.emit('ReadyToReceiveOffer', { sessionId, from: tutor.id });
  const pc = FakePeerConnection.latest();
  pc.reach('connected');
  // Two readings two seconds apart judge the link.
  await waitFor(() => expect(quality().dataset.level).toBe('good'), { timeout: 4000 });
  return pc;
};

/** What the tutor's side says of its link, as the server relays it. */
const tutorReports = (link: Omit<CallLinkReport, 'sessionId'>) =>
  server.emit('CallLinkChanged', { sessionId, from: tutor.id, ...link });

const quality = () => screen.getByTestId('quality');
const reported = () => server.received('ReportCallLink');
const videoSender = (pc: FakePeerConnection): FakeSender =>
  pc.senders.find((s) => s.track?.kind === 'video')!;
const audioSender = (pc: FakePeerConnection): FakeSender =>
  pc.senders.find((s) => s.track?.kind === 'audio')!;

beforeEach(() => {
  install();
});

describe('the call view', () => {
  it('waits for the other member, then says it is connecting to them', async () => {
    answerCall([]);
    await openCall();
    expect(await screen.findByText(`في انتظار دخول ${tutor.name}…`)).toBeTruthy();
    server.emit('MemberJoinedSession', { sessionId, userId: tutor.id });
    expect(await screen.findByText(`جارٍ الاتصال بـ${tutor.name}…`)).toBeTruthy();
    expect(quality().textContent).toBe('جارٍ الاتصال…');
  });

  it('says why a join was refused, with the way back', async () => {
    answerCall([], 'unallowed');
    const onLeave = vi.fn();
    const { user } = await openCall({ onLeave });
    expect(await screen.findByText(/الجلسة غير متاحة الآن/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'العودة' }));
    expect(onLeave).toHaveBeenCalledWith(false);
  });

  it('counts down to the lesson’s start while the members wait inside', async () => {
    answerCall();
    await openCall({ startsIn: 4 * minute + 30_000, endsIn: 35 * minute });
    expect((await screen.findByRole('timer')).textContent).toBe('يبدأ الدرس بعد ٥ دقائق');
  });

  it('once connected shows the level, its figures and the data used so far', async () => {
    answerCall();
    await openCall();
    const pc = await connect();
    // Words apart from the figures, with real spaces.
    expect(quality().textContent).toMatch(/^الاتصال ممتاز \(تأخير /);
    expect(quality().dataset.trouble).toBe('none');
    expect(screen.queryByTestId('remote-cover')).toBeNull();
    const used = screen.getByTestId('data-used');
    expect(Number(used.dataset.bytes)).toBeGreaterThan(0);
    expect(used.textContent).toMatch(/^البيانات المستخدمة: [٠-٩٫]+ م\.ب$/);
    // Audio goes first: high priority, RED, and the whole call's cap.
    expect(audioSender(pc).parameters.encodings[0]).toMatchObject({
      priority: 'high',
      networkPriority: 'high',
      maxBitrate: 32_000,
      codec: { mimeType: 'audio/red' },
    });
    expect(videoSender(pc).parameters.encodings[0]).toMatchObject({
      active: true,
      priority: 'low',
    });
    expect(videoSender(pc).parameters.degradationPreference).toBe('balanced');
  });

  it('names a long delay with advice that fits it, not moving closer to the router', async () => {
    answerCall();
    await openCall();
    const pc = await connect();
    pc.setLink({ roundTripMs: 700 });
    const banner = await screen.findByTestId('trouble-banner', undefined, { timeout: 2500 });
    expect(banner.dataset.trouble).toBe('delay');
    expect(within(banner).getByText('الصوت يصل متأخراً')).toBeTruthy();
    expect(within(banner).getByText(/تكلّما بالتناوب/)).toBeTruthy();
    expect(quality().textContent).toMatch(/^الاتصال ضعيف · تأخير/);
  });

  it('names loss with advice to find a stronger signal', async () => {
    answerCall();
    await openCall();
    const pc = await connect();
    pc.setLink({ lossPercent: 12 });
    const banner = await screen.findByTestId('trouble-banner', undefined, { timeout: 2500 });
    expect(banner.dataset.trouble).toBe('loss');
    expect(within(banner).getByText(/اقترب من الراوتر/)).toBeTruthy();
  });

  it('says when the trouble is the other side’s connection, with nothing to change here', async () => {
    answerCall();
    await openCall();
    await connect();
    tutorReports({ trouble: 'loss', mode: 'full', paused: false });
    const banner = await screen.findByTestId('trouble-banner');
    expect(banner.dataset.trouble).toBe('remote');
    expect(within(banner).getByText(`اتصال ${tutor.name} ضعيف`)).toBeTruthy();
    expect(within(banner).getByText(/لا تحتاج إلى تغيير شيء عندك/)).toBeTruthy();
  });

  it('says it is reconnecting within two seconds of a cut, and stops saying it when the link returns', async () => {
    answerCall();
    await openCall();
    const pc = await connect();
    const cut = Date.now();
    pc.setLink({ cut: true });
    expect(
      await screen.findByText(`انقطع الاتصال مع ${tutor.name}`, undefined, { timeout: 2000 }),
    ).toBeTruthy();
    expect(Date.now() - cut).toBeLessThan(2000);
    pc.setLink({ cut: false });
    await waitFor(() => expect(screen.queryByText(`انقطع الاتصال مع ${tutor.name}`)).toBeNull(), {
      timeout: 2500,
    });
  });

  it('pauses video for audio only by itself when audio is being lost, and tells the other side', async () => {
    answerCall();
    await openCall();
    const pc = await connect();
    pc.setLink({ concealedPercent: 10, lossPercent: 3 });
    const banner = await screen.findByTestId('audio-only-banner', undefined, { timeout: 5000 });
    expect(banner.dataset.side).toBe('mine');
    expect(within(banner).getByText('الفيديو متوقف مؤقتاً: الصوت فقط')).toBeTruthy();
    expect(within(banner).getByText(/يعود الفيديو وحده/)).toBeTruthy();
    expect(screen.getByTestId('remote-video-paused')).toBeTruthy();
    await waitFor(() => expect(reported().at(-1)).toMatchObject({ paused: true }));
    await waitFor(() => expect(videoSender(pc).parameters.encodings[0]?.active).toBe(false));
  });

  it('shows the other side’s paused video and why, and stops sending video to them', async () => {
    answerCall();
    await openCall();
    const pc = await connect();
    tutorReports({ trouble: 'loss', mode: 'full', paused: true });
    const banner = await screen.findByTestId('audio-only-banner');
    expect(banner.dataset.side).toBe('theirs');
    expect(
      within(banner).getByText(new RegExp(`اتصال ${tutor.name} لا يحمل الفيديو`)),
    ).toBeTruthy();
    await waitFor(() => expect(videoSender(pc).parameters.encodings[0]?.active).toBe(false));
  });

  it('switches to audio only and to the data saver with one tap each, saved to the account', async () => {
    answerCall();
    api.on(routes.updateUser, ({ body }) => ({ ...me, callMode: body.callMode ?? null }));
    const { user } = await openCall();
    const pc = await connect();
    const audioOnly = screen.getByRole('button', { name: 'الصوت فقط' });
    const saver = screen.getByRole('button', { name: 'توفير البيانات' });
    expect(audioOnly.getAttribute('aria-pressed')).toBe('false');
    expect(saver.getAttribute('aria-pressed')).toBe('false');

    await user.click(audioOnly);
    expect(audioOnly.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(api.calls(routes.updateUser).map((c) => c.body)).toEqual([{ callMode: 'audio' }]),
    );
    expect(reported().at(-1)).toMatchObject({ mode: 'audio' });
    await waitFor(() => expect(videoSender(pc).parameters.encodings[0]?.active).toBe(false));
    // Opus alone, without RED's copy, at the audio-only cap.
    expect(audioSender(pc).parameters.encodings[0]).toMatchObject({
      maxBitrate: 12_000,
      codec: { mimeType: 'audio/opus' },
    });
    expect(screen.getByTestId('remote-video-paused')).toBeTruthy();

    await user.click(saver);
    expect(saver.getAttribute('aria-pressed')).toBe('true');
    expect(audioOnly.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(videoSender(pc).parameters.encodings[0]?.active).toBe(true));
    const video = videoSender(pc).parameters.encodings[0]!;
    expect(video.maxBitrate).toBeLessThanOrEqual(70_000);
    expect(video.maxFramerate).toBeLessThanOrEqual(12);
    // A 720p camera is sent at 180p at most.
    expect(video.scaleResolutionDownBy).toBe(4);
    expect(api.calls(routes.updateUser).map((c) => c.body)).toEqual([
      { callMode: 'audio' },
      { callMode: 'saver' },
    ]);
  });

  it('starts in the data saver when the browser asks to save data, and follows a saved choice', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    try {
      answerCall();
      await openCall();
      const saver = await screen.findByRole('button', { name: 'توفير البيانات' });
      expect(saver.getAttribute('aria-pressed')).toBe('true');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('follows the mode saved to the account', async () => {
    answerCall();
    await openCall({ user: { ...me, callMode: 'audio' } });
    const audioOnly = await screen.findByRole('button', { name: 'الصوت فقط' });
    expect(audioOnly.getAttribute('aria-pressed')).toBe('true');
  });

  it('says the other member chose audio only', async () => {
    answerCall();
    await openCall();
    await connect();
    tutorReports({ trouble: 'none', mode: 'audio', paused: false });
    const banner = await screen.findByTestId('audio-only-banner');
    expect(banner.dataset.side).toBe('chosen');
    expect(within(banner).getByText(`${tutor.name} في وضع «الصوت فقط»`)).toBeTruthy();
  });

  it('closes at the session’s end, reporting the data used and leaving the call', async () => {
    answerCall();
    const onLeave = vi.fn();
    await openCall({ endsIn: 4000, onLeave });
    await connect();
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith(true), { timeout: 5000 });
    expect(server.received('LeaveSession')).toEqual([{ sessionId }]);
    const data = server.received('ReportCallData');
    expect(data).toHaveLength(1);
    expect(data[0]!.bytes).toBeGreaterThan(0);
  });
});

describe('the device check', () => {
  it('shows the camera’s preview and no error when the devices open', async () => {
    const onStream = vi.fn();
    await renderScreen(<DeviceCheck onStream={onStream} />, { signedInAs: me });
    await waitFor(() => expect(onStream).toHaveBeenLastCalledWith(expect.anything()));
    expect(screen.getByTestId('preview')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in Arabic that the camera was not allowed, and what to do', async () => {
    install('NotAllowedError');
    const onStream = vi.fn();
    await renderScreen(<DeviceCheck onStream={onStream} />, { signedInAs: me });
    expect(await screen.findByText(/لم تسمح باستخدام الكاميرا أو الميكروفون/)).toBeTruthy();
    expect(screen.getByText(/اسمح بالكاميرا والميكروفون، ثم اضغط «إعادة المحاولة»/)).toBeTruthy();
    expect(onStream).not.toHaveBeenCalledWith(expect.anything());
  });
});
