// One lesson's call between the lab's two browsers (scripts/network/lab.mjs), under one scenario of
// the student's link, with the figures a person feels: decoded frames a second, freezes, audio
// concealed, round trip, data moved a minute, and how long video takes to come back after the
// link does. Read from each page's own RTCPeerConnection statistics, sampled four times a second by
// a script the harness adds to the pages, so that any revision of the app is measured alike.
import { chromium } from 'playwright-core';
import { readyToJoin, signedIn } from '../bench-live.mjs';
import { wait } from '../bench-server.mjs';
import { clean } from './lab.mjs';
import { fakeMedia } from './media.mjs';

/** The scenarios of the student's link, each way (the table of docs/performance.md). */
export const SCENARIOS = [
  { id: 'none', name: 'none', link: {} },
  { id: 'loss3', name: '3 % loss, 100 ms', link: { loss: 0.03, delay: 100 } },
  { id: 'loss10', name: '10 % loss, 150±30 ms', link: { loss: 0.1, delay: 150, jitter: 30 } },
  { id: 'delay300', name: '300 ms', link: { delay: 300 } },
  { id: 'rate300', name: '300 kbit/s', link: { rate: 300, queue: 400, delay: 40 } },
  { id: 'rate150', name: '150 kbit/s', link: { rate: 150, queue: 400, delay: 40 } },
  { id: 'drop10', name: '10 s drop-out', cut: 10 },
  { id: 'drop30', name: '30 s drop-out', cut: 30 },
  { id: 'switch', name: 'network switch', change: true },
  // On a clean link, the student chooses a mode once the call is up (docs/product/chat-and-calls.md#call-modes).
  { id: 'saver', name: 'data saver', link: {}, mode: 'توفير البيانات' },
  { id: 'audio', name: 'audio only', link: {}, mode: 'الصوت فقط' },
];

/** How long a chosen mode is given to settle before its figures are taken. */
const MODE_SETTLE_MS = 5_000;

/** Patches RTCPeerConnection in the page to keep every connection, then samples their stats. */
const sampler = () => {
  const Native = window.RTCPeerConnection;
  const connections = [];
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      connections.push(this);
    }
  };
  const last = new Map();
  const samples = [];
  window.networkBench = { samples, now: () => performance.now() };
  const summary = (pc, report) => {
    const s = {
      frames: 0,
      freezes: 0,
      frozen: 0,
      concealed: 0,
      audio: 0,
      audioSent: 0,
      bytes: 0,
      height: 0,
    };
    let pairId = null;
    report.forEach((stat) => {
      if (stat.type === 'inbound-rtp' && stat.kind === 'video') {
        s.frames += stat.framesDecoded ?? 0;
        s.freezes += stat.freezeCount ?? 0;
        s.frozen += stat.totalFreezesDuration ?? 0;
        s.height = stat.frameHeight ?? s.height;
      }
      if (stat.type === 'inbound-rtp' && stat.kind === 'audio') {
        s.concealed += stat.concealedSamples ?? 0;
        s.audio += stat.totalSamplesReceived ?? 0;
      }
      // Audio packets sent: with their headers, what sets the cost of audio only.
      if (stat.type === 'outbound-rtp' && stat.kind === 'audio')
        s.audioSent += stat.packetsSent ?? 0;
      if (stat.type === 'transport') {
        s.bytes += (stat.bytesSent ?? 0) + (stat.bytesReceived ?? 0);
        pairId = stat.selectedCandidatePairId ?? pairId;
      }
    });
    const pair = pairId ? report.get(pairId) : null;
    const local = pair ? report.get(pair.localCandidateId) : null;
    s.rtt = pc.connectionState === 'connected' ? (pair?.currentRoundTripTime ?? null) : null;
    const remote = pair ? report.get(pair.remoteCandidateId) : null;
    s.route = local ? `${local.candidateType}/${local.relayProtocol ?? local.protocol}` : null;
    s.remoteRoute = remote?.candidateType ?? null;
    return s;
  };
  // Sampled one connection after another, so that each sample is whole when it is kept.
  setInterval(async () => {
    for (const pc of connections) {
      if (pc.signalingState === 'closed') continue;
      await pc.getStats().then(
        (report) => last.set(pc, summary(pc, report)),
        () => undefined,
      );
    }
    const total = { t: performance.now(), rtt: null, route: null };
    for (const s of last.values())
      for (const [key, value] of Object.entries(s)) {
        if (key === 'rtt' || key.endsWith('oute')) total[key] = value ?? total[key];
        else if (key === 'height') total.height = value;
        else total[key] = (total[key] ?? 0) + value;
      }
    samples.push(total);
  }, 250);
};

/** Chromium in one side's namespace, with the clip as its camera and the voice as its microphone. */
export const launchSide = (side, origins, extraArgs = []) => {
  const media = fakeMedia();
  return chromium.launch({
    executablePath: side.chromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${media.video}`,
      `--use-file-for-fake-audio-capture=${media.audio}`,
      // The lab's server is on a private address, not localhost: let its pages use the camera.
      `--unsafely-treat-insecure-origin-as-secure=${origins.join(',')}`,
      ...extraArgs,
    ],
  });
};

const samplesOf = (page) => page.evaluate(() => window.networkBench.samples);

/** The figures of one page between two of its times (ms), from its samples. */
const figures = (samples, from, to) => {
  const inside = samples.filter((s) => s.t >= from && s.t <= to);
  if (inside.length < 2) return null;
  const [a, b] = [inside[0], inside.at(-1)];
  const seconds = (b.t - a.t) / 1000;
  const delta = (key) => (b[key] ?? 0) - (a[key] ?? 0);
  const rtts = inside
    .map((s) => s.rtt)
    .filter((r) => r !== null)
    .sort((x, y) => x - y);
  return {
    fps: delta('frames') / seconds,
    freezes: delta('freezes'),
    frozen: delta('frozen'),
    concealed: delta('audio') > 0 ? (delta('concealed') / delta('audio')) * 100 : NaN,
    rtt: rtts.length ? rtts[Math.floor(rtts.length / 2)] * 1000 : NaN,
    mbPerMinute: delta('bytes') / 1e6 / (seconds / 60),
    audioPacketsPerSecond: delta('audioSent') / seconds,
    height: b.height ?? 0,
    route: b.route,
    remoteRoute: b.remoteRoute,
  };
};

/**
 * How long after `from` (ms) the page's video came back: the first decoded frame after a stall of
 * at least half a second that lasts past `from` (a cut) or begins after it (a switch, once what the
 * jitter buffer held has played). 0 when video never stalled in the 10 s after `from`; NaN when it
 * has not come back yet.
 */
const STALL_MS = 500;
const recovered = (samples, from) => {
  let lastFrameAt = -Infinity;
  let frames = 0;
  for (const s of samples) {
    if ((s.frames ?? 0) > frames) {
      if (s.t > from && s.t - lastFrameAt >= STALL_MS) return s.t - from;
      lastFrameAt = s.t;
      frames = s.frames;
    }
    if (s.t - from > 10_000 && lastFrameAt > from + 10_000 - STALL_MS) return 0;
  }
  return NaN;
};

const firstFrame = (page, timeout) =>
  page.waitForFunction(
    () => {
      const video = document.querySelector('[data-testid="remote-video"]');
      return video && video.videoWidth > 0 && video.readyState >= 2;
    },
    null,
    { timeout, polling: 100 },
  );

/**
 * Holds one call under `scenario` for about `seconds` of measurement: both sign in on a clean link,
 * the tutor joins, the link takes the scenario's shape and the student joins. Answers the figures
 * of the student's page (what the tutor sent over the student's downlink) and the tutor's (the
 * student's uplink), and for a cut or a switch the time until each decoded video again.
 */
export const holdCall = async ({ lab, browsers, base, people, scenario, seconds }) => {
  lab.impair(clean);
  lab.cut(false);
  const pages = [];
  // The mode a scenario chose, saved to the student's account: chosen again to go back to the call.
  let modeChosen = null;
  try {
    const tutor = await signedIn(browsers.tutor, base, people.tutorEmail);
    pages.push(tutor);
    const student = await signedIn(browsers.student, base, people.studentEmail);
    pages.push(student);
    for (const page of pages) await page.context().addInitScript(sampler);
    await (await readyToJoin(tutor, people.lessonId)).click();
    await tutor.getByRole('toolbar', { name: 'أدوات المكالمة' }).waitFor();
    const enter = await readyToJoin(student, people.lessonId);
    if (scenario.link) lab.impair(scenario.link);
    const joinedAt = await student.evaluate(() => window.networkBench.now());
    await enter.click();
    await firstFrame(student, 60_000);
    const connectedAt = await student.evaluate(() => window.networkBench.now());
    const result = { joinMs: connectedAt - joinedAt };
    if (scenario.cut || scenario.change) {
      await wait(8_000);
      if (scenario.cut) {
        lab.cut(true);
        await wait(scenario.cut * 1000);
        lab.cut(false);
      } else lab.switchStudent();
      const marks = await Promise.all(
        pages.map((p) => p.evaluate(() => window.networkBench.now())),
      );
      // Until both decode again (at most 40 s), then a few seconds more.
      const deadline = Date.now() + 40_000;
      let back = [NaN, NaN];
      while (Date.now() < deadline && back.some(Number.isNaN)) {
        await wait(500);
        back = await Promise.all(
          pages.map(async (p, i) => recovered(await samplesOf(p), marks[i])),
        );
      }
      await wait(10_000);
      result.recoverMs = { tutor: back[0], student: back[1] };
      // The figures of the time after the link came back: the recovery and 10 s more.
      const [tutorSamples, studentSamples] = await Promise.all(pages.map(samplesOf));
      result.tutor = figures(tutorSamples, marks[0], Infinity);
      result.student = figures(studentSamples, marks[1], Infinity);
      return result;
    }
    // A mode is chosen by the student's one tap, and measured from once it has settled.
    let from = joinedAt;
    if (scenario.mode) {
      const choice = student.getByRole('button', { name: scenario.mode, exact: true });
      await choice.click({ timeout: 5_000 }).catch(() => {
        throw new Error('this build has no such mode');
      });
      modeChosen = choice;
      await wait(MODE_SETTLE_MS);
      from = await student.evaluate(() => window.networkBench.now());
    }
    // What the student's data plan counts over the same time: every IP packet, at the link.
    const ipFrom = { bytes: await lab.bytes('student'), at: Date.now() };
    await wait(seconds * 1000);
    const ipTo = { bytes: await lab.bytes('student'), at: Date.now() };
    const [tutorSamples, studentSamples] = await Promise.all(pages.map(samplesOf));
    const end = studentSamples.at(-1)?.t ?? connectedAt;
    const tutorEnd = tutorSamples.at(-1)?.t ?? 0;
    // From the student's join (or mode); the tutor's window is as long, ending at its last sample.
    const length = end - from;
    result.student = figures(studentSamples, from, end);
    result.tutor = figures(tutorSamples, tutorEnd - length, tutorEnd);
    if (result.student) {
      const moved = (b) => b.sent + b.received;
      const minutes = (ipTo.at - ipFrom.at) / 60_000;
      result.student.ipMbPerMinute = (moved(ipTo.bytes) - moved(ipFrom.bytes)) / 1e6 / minutes;
    }
    // Whether the page says video is paused for audio only (its banner), at the end.
    const paused = (page) =>
      page.evaluate(() => Boolean(document.querySelector('[data-testid="audio-only-banner"]')));
    const [tutorPaused, studentPaused] = await Promise.all(pages.map(paused));
    if (result.student) result.student.audioOnly = studentPaused;
    if (result.tutor) result.tutor.audioOnly = tutorPaused;
    return result;
  } finally {
    lab.impair(clean);
    if (modeChosen) await modeChosen.click().catch(() => undefined);
    for (const page of pages) await page.context().close();
  }
};
