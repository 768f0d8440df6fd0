/**
 * What the call sends over the link it has (docs/product/chat-and-calls.md#call-modes): the caps
 * of each mode, the SDP and codec choices that protect audio, the video ladder the sender climbs
 * as the link allows, when video pauses for audio only and when it comes back, and what the
 * indicator names as the trouble. Pure functions of measurements, so they are tested alone.
 */
import type { CallMode } from '@darsak/shared';

export type { CallMode };

/**
 * The caps of each mode, each way: the video's and the Opus encoder's bit rates, and the largest
 * resolution and frame rate. Audio only sends Opus alone, without RED's second copy.
 */
export const MODE_CAPS: Record<
  CallMode,
  { videoKbps: number; audioKbps: number; height: number; fps: number }
> = {
  full: { videoKbps: 380, audioKbps: 32, height: 360, fps: 20 },
  saver: { videoKbps: 70, audioKbps: 16, height: 180, fps: 12 },
  audio: { videoKbps: 0, audioKbps: 12, height: 0, fps: 0 },
};

/** The budgets per side for 30 minutes that the caps keep, in megabytes (10^6 bytes). */
export const BUDGET_MB: Record<CallMode, number> = { full: 250, saver: 60, audio: 12 };

/** Audio packets a second (40 ms each), and the bytes of headers each carries on the wire. */
const AUDIO_PACKETS_PER_SECOND = 25;
const AUDIO_HEADER_BYTES = 62;
/** Video's packet headers, retransmissions and RTCP beside its bit rate. */
const VIDEO_OVERHEAD = 1.2;
/** RTCP reports and connectivity checks, kbit/s. */
const CONTROL_KBPS = 2;

/**
 * The most a side of a 30-minute call can move in a mode, sent and received, in megabytes: both
 * directions at the caps, with RED's copy of the audio, IPv4/UDP/RTP/SRTP headers, and a fifth more
 * for video's retransmissions. The caps are chosen so that this stays within BUDGET_MB.
 */
export const worstCaseMb = (mode: CallMode, minutes = 30): number => {
  const caps = MODE_CAPS[mode];
  const audioPayload = caps.audioKbps * (mode === 'audio' ? 1 : 2);
  const audioHeaders = (AUDIO_PACKETS_PER_SECOND * AUDIO_HEADER_BYTES * 8) / 1000;
  const eachWay = caps.videoKbps * VIDEO_OVERHEAD + audioPayload + audioHeaders + CONTROL_KBPS;
  return (eachWay * 2 * 1000 * minutes * 60) / 8 / 1_000_000;
};

/** Video starts here and climbs as the link allows (a cautious start). */
export const START_VIDEO_KBPS = 150;
/** Below this the video is not worth its cost to the audio: the call goes audio only. */
export const MIN_VIDEO_KBPS = 40;

/**
 * Opus with in-band FEC and DTX, and 40 ms packets: a lost packet is mostly rebuilt from the next
 * one, silence costs almost nothing, and packet headers cost half what 20 ms packets cost.
 * Applied to every SDP the call sends, so the other side's encoder uses them for what it sends us.
 */
export const tuneOpus = (sdp: string): string => {
  const opus = /^a=rtpmap:(\d+) opus\/48000/im.exec(sdp)?.[1];
  if (!opus) return sdp;
  const wanted: Record<string, string> = { useinbandfec: '1', usedtx: '1', ptime: '40' };
  const fmtp = new RegExp(`^a=fmtp:${opus} (.*)$`, 'm');
  const line = fmtp.exec(sdp);
  if (!line) {
    const params = Object.entries(wanted).map(([k, v]) => `${k}=${v}`);
    return sdp.replace(
      new RegExp(`^(a=rtpmap:${opus} opus/48000[^\\r\\n]*)(\\r?\\n)`, 'm'),
      `$1$2a=fmtp:${opus} ${params.join(';')}$2`,
    );
  }
  const params = new Map(
    (line[1] ?? '')
      .split(';')
      .filter(Boolean)
      .map((pair) => pair.trim().split('=') as [string, string]),
  );
  for (const [key, value] of Object.entries(wanted)) params.set(key, value);
  const text = [...params].map(([k, v]) => `${k}=${v}`).join(';');
  return sdp.replace(fmtp, `a=fmtp:${opus} ${text}`);
};

type Codec = { mimeType: string; sdpFmtpLine?: string };

/**
 * Redundant audio (RED) first where the browser offers it, then Opus: each packet also carries the
 * frame before it, so a single loss is never heard.
 */
export const audioCodecOrder = <C extends Codec>(codecs: readonly C[]): C[] => {
  const rank = (c: C) => {
    const type = c.mimeType.toLowerCase();
    return type === 'audio/red' ? 0 : type === 'audio/opus' ? 1 : 2;
  };
  return [...codecs].sort((a, b) => rank(a) - rank(b));
};

/**
 * VP8 first (docs/decisions/060-call-video-codec.md): at our caps the three hold the same
 * resolution and frame rate for the same bytes, and every phone encodes and decodes VP8.
 */
export const videoCodecOrder = <C extends Codec>(codecs: readonly C[]): C[] => {
  const rank = (c: C) => {
    const type = c.mimeType.toLowerCase();
    return type === 'video/vp8' ? 0 : type === 'video/vp9' ? 1 : type === 'video/h264' ? 2 : 3;
  };
  return [...codecs].sort((a, b) => rank(a) - rank(b));
};

/** What one measurement tells of the link, each way. */
export type LinkSample = {
  /** Milliseconds since the call started; samples come about every second. */
  at: number;
  roundTripMs: number | null;
  /** Of the packets that should have come to us in the last window. */
  lossInPercent: number;
  /** Of the packets we sent, as the other side reports them. */
  lossOutPercent: number;
  /** The browser's estimate of what we can send, kbit/s. */
  availableOutKbps: number | null;
  /** What came to us, kbit/s. */
  inKbps: number;
  /** Audio the other side's loss made us conceal, percent of what we played. */
  concealedPercent: number;
};

/** The video a sender sends: kbit/s, then the resolution and frame rate that fit them. */
export type VideoTarget = { kbps: number; height: number; fps: number };

/** The resolution and frame rate that a bit rate carries well, within the mode's caps. */
export const videoRung = (kbps: number, mode: CallMode): VideoTarget => {
  const cap = MODE_CAPS[mode];
  const height = kbps >= 300 ? 360 : kbps >= 130 ? 270 : 180;
  const fps = kbps >= 130 ? 20 : kbps >= 70 ? 15 : 10;
  return { kbps, height: Math.min(height, cap.height), fps: Math.min(fps, cap.fps) };
};

/** The scale down of a camera of `sourceHeight` to `height` (1 keeps it). */
export const scaleFor = (sourceHeight: number, height: number) =>
  sourceHeight > 0 && height > 0 ? Math.max(1, sourceHeight / height) : 1;

/**
 * The next video bit rate: down at once when the link shows strain (loss, a long round trip, or an
 * estimate under what we send), up by a sixth when it is clean and has room, never past the mode's
 * cap. Audio comes first: video gets what the estimate leaves after it.
 */
export const nextVideoKbps = (current: number, sample: LinkSample, mode: CallMode): number => {
  const cap = MODE_CAPS[mode].videoKbps;
  if (cap === 0) return 0;
  const audio = MODE_CAPS[mode].audioKbps * 2;
  const room = sample.availableOutKbps === null ? Infinity : sample.availableOutKbps - audio;
  let next = current;
  if (sample.lossOutPercent > 5 || room < current * 0.9) {
    next = Math.min(current * 0.7, Math.max(room * 0.85, 0));
  } else if ((sample.roundTripMs ?? 0) > 600) {
    next = current * 0.85;
  } else if (sample.lossOutPercent < 2 && room > current * 1.25) {
    next = Math.min(current * 1.17, room * 0.85);
  }
  return Math.round(Math.min(cap, Math.max(MIN_VIDEO_KBPS * 0.75, next)));
};

/** The trouble the indicator names, and the level it shows. */
export type Trouble = 'none' | 'delay' | 'loss' | 'bandwidth';
export type Level = 'good' | 'fair' | 'poor';

/**
 * The worst of the link's troubles, each way: loss first (audio is cut), then a narrow link, then
 * delay, which only makes turns slower (docs/product/chat-and-calls.md#call-quality).
 */
export const troubleOf = (
  sample: LinkSample,
  videoWanted: boolean,
): { trouble: Trouble; level: Level } => {
  // Concealed audio counts as loss only while packets are lost: without loss it is the device
  // (too busy to play in time), which no advice about the network would help.
  const lost = Math.max(sample.lossInPercent, sample.lossOutPercent);
  const loss = lost > 1 ? Math.max(lost, sample.concealedPercent) : lost;
  const rtt = sample.roundTripMs ?? 0;
  const narrow = sample.availableOutKbps !== null && sample.availableOutKbps < 80;
  const veryNarrow = sample.availableOutKbps !== null && sample.availableOutKbps < 40;
  if (loss > 8) return { trouble: 'loss', level: 'poor' };
  if (veryNarrow) return { trouble: 'bandwidth', level: 'poor' };
  if (rtt > 600) return { trouble: 'delay', level: 'poor' };
  if (loss > 3) return { trouble: 'loss', level: 'fair' };
  if (narrow && videoWanted) return { trouble: 'bandwidth', level: 'fair' };
  if (rtt > 300) return { trouble: 'delay', level: 'fair' };
  return { trouble: 'none', level: 'good' };
};

/** How long a clean link must last before paused video is tried again; doubles on each failure. */
export const RESUME_AFTER_MS = 10_000;
const RESUME_MAX_MS = 80_000;

/**
 * Whether the link can carry video beside clean audio. It cannot when audio is concealed past what
 * FEC and RED hide while the link loses packets (concealment alone can be a busy device, which
 * pausing video would not help), when it loses more than FEC can make up, or when the estimate
 * leaves video less than its least.
 */
export const linkCarriesVideo = (sample: LinkSample): boolean => {
  const loss = Math.max(sample.lossInPercent, sample.lossOutPercent);
  const room =
    sample.availableOutKbps === null
      ? Infinity
      : sample.availableOutKbps - MODE_CAPS.audio.audioKbps;
  const audioHurt = sample.concealedPercent > 4 && loss > 1;
  return !audioHurt && loss <= 15 && room >= MIN_VIDEO_KBPS;
};

/**
 * Audio only by itself: paused after two bad samples in a row, tried again once the link has been
 * clean for a while, the wait doubling each time video had to pause again soon after.
 */
export class AutoAudioOnly {
  paused = false;
  private bad = 0;
  private cleanSince: number | null = null;
  private wait = RESUME_AFTER_MS;
  private resumedAt: number | null = null;

  /** Feeds one sample; answers whether video is paused after it. */
  update(sample: LinkSample): boolean {
    const carries = linkCarriesVideo(sample);
    if (!this.paused) {
      this.bad = carries ? 0 : this.bad + 1;
      if (this.bad >= 2) {
        this.paused = true;
        this.bad = 0;
        this.cleanSince = null;
        // Paused again soon after coming back: wait longer before the next try.
        const soon = this.resumedAt !== null && sample.at - this.resumedAt < 30_000;
        this.wait = soon ? Math.min(this.wait * 2, RESUME_MAX_MS) : RESUME_AFTER_MS;
      }
      return this.paused;
    }
    const clean =
      carries &&
      Math.max(sample.lossInPercent, sample.lossOutPercent) < 5 &&
      (sample.roundTripMs ?? 0) < 800;
    if (!clean) {
      this.cleanSince = null;
      return true;
    }
    this.cleanSince ??= sample.at;
    if (sample.at - this.cleanSince >= this.wait) {
      this.paused = false;
      this.resumedAt = sample.at;
      this.cleanSince = null;
    }
    return this.paused;
  }
}

/** Whether a browser's connection calls for the data saver at first (Save-Data, mobile data). */
export const saverByDefault = (
  connection: { saveData?: boolean; type?: string } | undefined,
): boolean => Boolean(connection?.saveData || connection?.type === 'cellular');
