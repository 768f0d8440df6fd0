/**
 * The browser's media and WebRTC as a component test plays them (jsdom has neither): cameras and
 * microphones that open or refuse, streams and tracks, and peer connections whose state and stats
 * the test sets. The call's own code (call.ts) runs on them unchanged; `install()` puts them in
 * place for a test and setup.ts removes them after it.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeTrack {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  onended: (() => void) | null = null;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly label = `fake ${kind}`,
  ) {}
  stop() {
    this.readyState = 'ended';
  }
  getSettings() {
    return { deviceId: `${this.kind}-1`, height: this.kind === 'video' ? 720 : undefined };
  }
  addEventListener() {}
  removeEventListener() {}
}

export class FakeStream {
  private tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return [...this.tracks];
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  removeTrack(track: FakeTrack) {
    this.tracks = this.tracks.filter((t) => t !== track);
  }
}

/** A camera and a microphone, as getUserMedia opens them. */
export const aStream = () => new FakeStream([new FakeTrack('video'), new FakeTrack('audio')]);

type Parameters = {
  encodings: Record<string, unknown>[];
  codecs: { mimeType: string; clockRate: number }[];
  degradationPreference?: string;
};

export class FakeSender {
  /** What setParameters was last given. */
  parameters: Parameters;
  constructor(public track: FakeTrack | null) {
    this.parameters = {
      encodings: [{}],
      codecs:
        track?.kind === 'audio'
          ? [
              { mimeType: 'audio/red', clockRate: 48000 },
              { mimeType: 'audio/opus', clockRate: 48000 },
            ]
          : [{ mimeType: 'video/VP8', clockRate: 90000 }],
    };
  }
  getParameters(): Parameters {
    return structuredClone(this.parameters);
  }
  async setParameters(parameters: Parameters) {
    this.parameters = structuredClone(parameters);
  }
  async replaceTrack(track: FakeTrack | null) {
    this.track = track;
  }
}

type StatsEntry = Record<string, unknown>;

export class FakePeerConnection {
  static all: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  senders: FakeSender[] = [];
  /** The link the stats describe; the test changes it with `setLink`. */
  private counters = new Counters();
  closed = false;
  ontrack: ((event: { streams: FakeStream[]; track: FakeTrack }) => void) | null = null;
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;

  constructor() {
    FakePeerConnection.all.push(this);
  }
  addTrack(track: FakeTrack) {
    const sender = new FakeSender(track);
    this.senders.push(sender);
    queueMicrotask(() => this.onnegotiationneeded?.());
    return sender;
  }
  getTransceivers() {
    return [];
  }
  async setLocalDescription() {
    this.localDescription = {
      type: this.remoteDescription?.type === 'offer' ? 'answer' : 'offer',
      sdp: 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=rtpmap:111 opus/48000/2\r\n',
    };
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
  }
  async addIceCandidate() {}
  restartIce() {}
  close() {
    this.closed = true;
  }
  async getStats() {
    return new Map(this.counters.advance().map((entry, i) => [String(i), entry]));
  }

  /** The link changes from now on. */
  setLink(patch: Partial<Link>) {
    this.counters.advance();
    this.counters.link = { ...this.counters.link, ...patch };
  }

  /** The connection reaches a state, with the other side's stream once connected. */
  reach(state: RTCPeerConnectionState) {
    act(() => {
      this.connectionState = state;
      if (state === 'connected') {
        const stream = aStream();
        this.ontrack?.({ streams: [stream], track: stream.getVideoTracks()[0]! });
      }
      this.onconnectionstatechange?.();
    });
  }

  /** The latest connection the call made. */
  static latest() {
    const pc = FakePeerConnection.all.at(-1);
    if (!pc) throw new Error('The call made no connection');
    return pc;
  }
}

/** What the link does while the test runs: the call reads it back through getStats. */
export type Link = {
  roundTripMs: number;
  lossPercent: number;
  concealedPercent: number;
  availableKbps: number;
  kbps: number;
  /** Nothing comes through: counters stop. */
  cut: boolean;
};

const cleanLink: Link = {
  roundTripMs: 40,
  lossPercent: 0,
  concealedPercent: 0,
  availableKbps: 2000,
  kbps: 400,
  cut: false,
};

/** Counters that grow as time passes at the link's current rates. */
class Counters {
  link: Link = { ...cleanLink };
  private at = Date.now();
  private totals = { bytes: 0, packets: 0, lost: 0, concealed: 0, samples: 0, frames: 0 };

  advance(): StatsEntry[] {
    const now = Date.now();
    const seconds = (now - this.at) / 1000;
    this.at = now;
    const { link, totals } = this;
    if (!link.cut) {
      const packets = 100 * seconds;
      totals.packets += packets;
      totals.lost += (packets * link.lossPercent) / (100 - link.lossPercent);
      totals.bytes += (link.kbps * 1000 * seconds) / 8;
      totals.samples += 48_000 * seconds;
      totals.concealed += 48_000 * seconds * (link.concealedPercent / 100);
      totals.frames += 20 * seconds;
    }
    const whole = (n: number) => Math.round(n);
    return [
      {
        type: 'candidate-pair',
        state: 'succeeded',
        nominated: true,
        currentRoundTripTime: link.roundTripMs / 1000,
        availableOutgoingBitrate: link.availableKbps * 1000,
      },
      {
        type: 'transport',
        bytesSent: whole(totals.bytes),
        bytesReceived: whole(totals.bytes),
        packetsSent: 0,
        packetsReceived: 0,
      },
      {
        type: 'inbound-rtp',
        kind: 'audio',
        bytesReceived: 0,
        packetsReceived: whole(totals.packets),
        packetsLost: whole(totals.lost),
        concealedSamples: whole(totals.concealed),
        silentConcealedSamples: 0,
        totalSamplesReceived: whole(totals.samples),
      },
      {
        type: 'inbound-rtp',
        kind: 'video',
        bytesReceived: whole(totals.bytes),
        packetsReceived: 0,
        packetsLost: 0,
        framesDecoded: whole(totals.frames),
      },
    ];
  }
}

/** How the camera and microphone answer: a stream, or a refusal by its DOMException name. */
export type MediaAnswer = 'stream' | 'NotAllowedError' | 'NotFoundError';

/** Puts the fakes in place: WebRTC, media devices, audio analysis, media queries. */
export const install = (media: MediaAnswer = 'stream') => {
  FakePeerConnection.all = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeStream);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  vi.stubGlobal(
    'AudioContext',
    class {
      createMediaStreamSource() {
        return { connect: () => undefined, disconnect: () => undefined };
      }
      createAnalyser() {
        return { fftSize: 0, getByteTimeDomainData: () => undefined };
      }
      close() {
        return Promise.resolve();
      }
    },
  );
  const mediaDevices = {
    getUserMedia: vi.fn(async () => {
      if (media === 'stream') return aStream();
      throw Object.assign(new Error('refused'), { name: media });
    }),
    enumerateDevices: async () => [
      { kind: 'videoinput', deviceId: 'video-1', label: 'Camera', groupId: '' },
      { kind: 'audioinput', deviceId: 'audio-1', label: 'Microphone', groupId: '' },
    ],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: mediaDevices });
  return mediaDevices;
};
