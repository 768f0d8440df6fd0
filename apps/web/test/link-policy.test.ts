import { describe, expect, it } from 'vitest';
import { readStats, sampleOf } from '../src/components/session/call.js';
import {
  audioCodecOrder,
  AutoAudioOnly,
  BUDGET_MB,
  MODE_CAPS,
  nextVideoKbps,
  RESUME_AFTER_MS,
  saverByDefault,
  scaleFor,
  troubleOf,
  tuneOpus,
  videoCodecOrder,
  videoRung,
  worstCaseMb,
  type LinkSample,
} from '../src/components/session/link-policy.js';

const clean: LinkSample = {
  at: 0,
  roundTripMs: 40,
  lossInPercent: 0,
  lossOutPercent: 0,
  availableOutKbps: 2000,
  inKbps: 400,
  concealedPercent: 0,
};
const sample = (patch: Partial<LinkSample>): LinkSample => ({ ...clean, ...patch });

const offer = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 63',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'a=rtpmap:63 red/48000/2',
  'a=fmtp:63 111/111',
  '',
].join('\r\n');

describe('tuneOpus (audio that survives loss)', () => {
  it('asks for in-band FEC, DTX and 40 ms packets on Opus, keeping what was there', () => {
    const tuned = tuneOpus(offer);
    expect(tuned).toContain('a=fmtp:111 minptime=10;useinbandfec=1;usedtx=1;ptime=40\r\n');
    // RED's own line is left alone.
    expect(tuned).toContain('a=fmtp:63 111/111');
    expect(tuneOpus(tuned)).toBe(tuned);
  });

  it('adds an fmtp line where Opus has none, and leaves an SDP without Opus as it is', () => {
    const bare = 'm=audio 9 UDP/TLS/RTP/SAVPF 109\r\na=rtpmap:109 opus/48000/2\r\n';
    expect(tuneOpus(bare)).toBe(
      'm=audio 9 UDP/TLS/RTP/SAVPF 109\r\na=rtpmap:109 opus/48000/2\r\n' +
        'a=fmtp:109 useinbandfec=1;usedtx=1;ptime=40\r\n',
    );
    const video = 'm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=rtpmap:96 VP8/90000\r\n';
    expect(tuneOpus(video)).toBe(video);
  });
});

describe('codec order', () => {
  it('puts RED before Opus, and VP8 before VP9 and H.264, keeping the rest', () => {
    const audio = [
      { mimeType: 'audio/opus' },
      { mimeType: 'audio/G722' },
      { mimeType: 'audio/red' },
    ];
    expect(audioCodecOrder(audio).map((c) => c.mimeType)).toEqual([
      'audio/red',
      'audio/opus',
      'audio/G722',
    ]);
    const video = [
      { mimeType: 'video/H264' },
      { mimeType: 'video/rtx' },
      { mimeType: 'video/VP9' },
      { mimeType: 'video/VP8' },
    ];
    expect(videoCodecOrder(video).map((c) => c.mimeType)).toEqual([
      'video/VP8',
      'video/VP9',
      'video/H264',
      'video/rtx',
    ]);
  });
});

describe('data budgets (docs/product/chat-and-calls.md#call-modes)', () => {
  it('keeps each mode of a 30-minute lesson within its budget per side at its caps', () => {
    expect(worstCaseMb('full')).toBeLessThanOrEqual(BUDGET_MB.full);
    expect(worstCaseMb('saver')).toBeLessThanOrEqual(BUDGET_MB.saver);
    expect(worstCaseMb('audio')).toBeLessThanOrEqual(BUDGET_MB.audio);
    // The caps are not needlessly low either: within a fifth of each budget.
    expect(worstCaseMb('full')).toBeGreaterThan(BUDGET_MB.full * 0.8);
    expect(worstCaseMb('saver')).toBeGreaterThan(BUDGET_MB.saver * 0.8);
  });

  it('never lets video climb past the cap of the mode', () => {
    let kbps = 150;
    for (let i = 0; i < 40; i += 1) kbps = nextVideoKbps(kbps, clean, 'saver');
    expect(kbps).toBe(MODE_CAPS.saver.videoKbps);
    for (let i = 0; i < 40; i += 1) kbps = nextVideoKbps(kbps, clean, 'full');
    expect(kbps).toBe(MODE_CAPS.full.videoKbps);
    expect(nextVideoKbps(300, clean, 'audio')).toBe(0);
  });
});

describe('video that fits the link', () => {
  it('starts low and climbs by a sixth a step on a clean link with room', () => {
    expect(nextVideoKbps(150, clean, 'full')).toBe(176);
  });

  it('falls at once to what the estimate leaves after audio, or on loss', () => {
    // 200 kbit/s estimated, 64 for the audio: video gets 85 % of the rest.
    expect(nextVideoKbps(300, sample({ availableOutKbps: 200 }), 'full')).toBe(116);
    expect(nextVideoKbps(300, sample({ lossOutPercent: 10 }), 'full')).toBe(210);
    // A long round trip alone eases off gently.
    expect(nextVideoKbps(300, sample({ roundTripMs: 700 }), 'full')).toBe(255);
  });

  it('picks a resolution and frame rate that suit the bit rate, within the mode', () => {
    expect(videoRung(380, 'full')).toEqual({ kbps: 380, height: 360, fps: 20 });
    expect(videoRung(150, 'full')).toEqual({ kbps: 150, height: 270, fps: 20 });
    expect(videoRung(60, 'full')).toEqual({ kbps: 60, height: 180, fps: 10 });
    expect(videoRung(70, 'saver')).toEqual({ kbps: 70, height: 180, fps: 12 });
    expect(scaleFor(720, 180)).toBe(4);
    expect(scaleFor(360, 360)).toBe(1);
    expect(scaleFor(180, 360)).toBe(1);
  });
});

describe('troubleOf (the honest indicator)', () => {
  it('names loss, a narrow link and delay, each at its level', () => {
    expect(troubleOf(clean, true)).toEqual({ trouble: 'none', level: 'good' });
    expect(troubleOf(sample({ lossInPercent: 10 }), true)).toEqual({
      trouble: 'loss',
      level: 'poor',
    });
    expect(troubleOf(sample({ concealedPercent: 5, lossInPercent: 2 }), true)).toEqual({
      trouble: 'loss',
      level: 'fair',
    });
    // Audio concealed with nothing lost is a busy device, not the network.
    expect(troubleOf(sample({ concealedPercent: 20 }), true)).toEqual({
      trouble: 'none',
      level: 'good',
    });
    expect(troubleOf(sample({ availableOutKbps: 30 }), true)).toEqual({
      trouble: 'bandwidth',
      level: 'poor',
    });
    expect(troubleOf(sample({ availableOutKbps: 70 }), true)).toEqual({
      trouble: 'bandwidth',
      level: 'fair',
    });
    // Audio alone fits a narrow link: that is no trouble.
    expect(troubleOf(sample({ availableOutKbps: 70 }), false).trouble).toBe('none');
    expect(troubleOf(sample({ roundTripMs: 650 }), true)).toEqual({
      trouble: 'delay',
      level: 'poor',
    });
    expect(troubleOf(sample({ roundTripMs: 350 }), true)).toEqual({
      trouble: 'delay',
      level: 'fair',
    });
  });
});

describe('AutoAudioOnly', () => {
  it('pauses video after two bad samples and resumes after a clean while', () => {
    const auto = new AutoAudioOnly();
    expect(auto.update(sample({ at: 0, concealedPercent: 8, lossInPercent: 3 }))).toBe(false);
    expect(auto.update(sample({ at: 2000, concealedPercent: 8, lossInPercent: 3 }))).toBe(true);
    expect(auto.update(sample({ at: 4000 }))).toBe(true);
    expect(auto.update(sample({ at: 4000 + RESUME_AFTER_MS - 1 }))).toBe(true);
    expect(auto.update(sample({ at: 4000 + RESUME_AFTER_MS }))).toBe(false);
  });

  it('waits twice as long when video had to pause again soon after coming back', () => {
    const auto = new AutoAudioOnly();
    auto.update(sample({ at: 0, availableOutKbps: 20 }));
    auto.update(sample({ at: 1000, availableOutKbps: 20 }));
    auto.update(sample({ at: 2000 }));
    expect(auto.update(sample({ at: 2000 + RESUME_AFTER_MS }))).toBe(false);
    const back = 2000 + RESUME_AFTER_MS;
    auto.update(sample({ at: back + 1000, lossInPercent: 20 }));
    expect(auto.update(sample({ at: back + 2000, lossInPercent: 20 }))).toBe(true);
    auto.update(sample({ at: back + 3000 }));
    expect(auto.update(sample({ at: back + 3000 + RESUME_AFTER_MS }))).toBe(true);
    expect(auto.update(sample({ at: back + 3000 + 2 * RESUME_AFTER_MS }))).toBe(false);
  });

  it('keeps video when audio is concealed with no loss on the link (a busy device)', () => {
    const auto = new AutoAudioOnly();
    auto.update(sample({ at: 0, concealedPercent: 9 }));
    expect(auto.update(sample({ at: 1000, concealedPercent: 9 }))).toBe(false);
  });

  it('is not fooled by one bad sample, nor resumed by a clean one among bad ones', () => {
    const auto = new AutoAudioOnly();
    expect(auto.update(sample({ at: 0, concealedPercent: 9, lossInPercent: 3 }))).toBe(false);
    expect(auto.update(sample({ at: 1000 }))).toBe(false);
    expect(auto.update(sample({ at: 2000, concealedPercent: 9, lossInPercent: 3 }))).toBe(false);
    expect(auto.update(sample({ at: 3000, concealedPercent: 9, lossInPercent: 3 }))).toBe(true);
    auto.update(sample({ at: 4000 }));
    auto.update(sample({ at: 9000, lossInPercent: 30 }));
    expect(auto.update(sample({ at: 4000 + RESUME_AFTER_MS }))).toBe(true);
  });
});

describe('saverByDefault', () => {
  it('is on with Save-Data or mobile data, off otherwise or when unknown', () => {
    expect(saverByDefault({ saveData: true })).toBe(true);
    expect(saverByDefault({ type: 'cellular' })).toBe(true);
    expect(saverByDefault({ type: 'wifi', saveData: false })).toBe(false);
    expect(saverByDefault(undefined)).toBe(false);
  });
});

describe('readStats and sampleOf', () => {
  const report = (entries: Record<string, unknown>[]) =>
    new Map(entries.map((e, i) => [String(i), e])) as unknown as RTCStatsReport;
  const stats = (n: number) =>
    report([
      {
        type: 'candidate-pair',
        state: 'succeeded',
        nominated: true,
        currentRoundTripTime: 0.12,
        availableOutgoingBitrate: 300_000,
      },
      {
        type: 'transport',
        bytesSent: 1000 * n,
        bytesReceived: 2000 * n,
        packetsSent: 10 * n,
        packetsReceived: 10 * n,
      },
      {
        type: 'inbound-rtp',
        kind: 'audio',
        bytesReceived: 500 * n,
        packetsReceived: 45 * n,
        packetsLost: 5 * n,
        concealedSamples: 960 * n,
        silentConcealedSamples: 0,
        totalSamplesReceived: 48_000 * n,
      },
      { type: 'inbound-rtp', kind: 'video', bytesReceived: 1500 * n, framesDecoded: 20 * n },
      { type: 'remote-inbound-rtp', kind: 'audio', fractionLost: 0.04 },
    ]);

  it('counts the data used with IP and UDP headers, and the loss and concealment each way', () => {
    const before = readStats(stats(1), 1000);
    const after = readStats(stats(3), 3000);
    expect(after.transportBytes).toBe(9000 + 60 * 28);
    expect(after.frames).toBe(60);
    expect(sampleOf(before, after, 0)).toEqual({
      at: 3000,
      roundTripMs: 120,
      lossInPercent: 10,
      lossOutPercent: 4,
      availableOutKbps: 300,
      inKbps: 16,
      concealedPercent: 2,
    });
  });
});
