/**
 * A one-to-one WebRTC call signalled over the live socket
 * (docs/product/chat-and-calls.md#in-the-call), with the "perfect negotiation" pattern so either
 * side may join first, rejoin or renegotiate (screen share) without glare: the member with the
 * higher id is the polite one and yields on a collision. A newcomer announces itself
 * (AnnounceIncomingOffer); the other side drops its old connection, answers ReadyToReceiveOffer and
 * waits, so the newcomer alone makes the first offer (decision 026); ICE candidates that come
 * before their description wait for it. A failed or stalled connection restarts ICE; a socket that
 * reconnects joins again and announces again.
 */
import { logger } from '@darsak/client';
import type { RealtimeSocket } from '@darsak/client/realtime';
import type { CallLinkReport, IceConfig, ServerPayload } from '@darsak/shared';
import {
  audioCodecOrder,
  AutoAudioOnly,
  MODE_CAPS,
  nextVideoKbps,
  scaleFor,
  START_VIDEO_KBPS,
  troubleOf,
  tuneOpus,
  videoCodecOrder,
  videoRung,
  type CallMode,
  type Level,
  type LinkSample,
  type Trouble,
} from './link-policy.js';

export type PeerMedia = { camera: boolean; mic: boolean; sharing: boolean };
export type Quality = {
  level: Level | 'unknown';
  /** What makes it less than good (docs/product/chat-and-calls.md#call-quality). */
  trouble: Trouble;
  roundTripMs: number | null;
  lossPercent: number | null;
  kbps: number | null;
  framesDecoded: number;
};
/** What the other member's call says of its link, mode and paused video. */
export type RemoteLink = Omit<CallLinkReport, 'sessionId'>;
export type CallState = {
  /** Our membership in the call on the server. */
  joined: boolean;
  remoteId: number | null;
  remotePresent: boolean;
  remoteStream: MediaStream | null;
  remoteMedia: PeerMedia;
  connection: RTCPeerConnectionState | 'new';
  /** The other side stopped answering pings. */
  remoteSilent: boolean;
  quality: Quality;
  /** Nothing has come from the other side for a second while connected: a cut. */
  stalled: boolean;
  /** The mode the member chose (docs/product/chat-and-calls.md#call-modes). */
  mode: CallMode;
  /** Our video is paused because the link cannot carry it beside clean audio. */
  paused: boolean;
  remoteLink: RemoteLink | null;
  /** Bytes this side sent and received in the call so far (every connection of this tab). */
  dataBytes: number;
  error: string | null;
};

const PING_MS = 5000;
const SILENT_AFTER_MS = 16_000;
/** Stats are read every half second: a cut shows within a second, the level within two. */
const STATS_MS = 500;
/** The quality is judged over this window, and video adapts as often. */
const WINDOW_MS = 2000;
/** Nothing received for this long while connected is a cut. */
const GAP_MS = 1000;
/** How often the data used goes to the lesson record. */
const REPORT_DATA_MS = 30_000;
const RESTART_AFTER_MS = 4000;
const ANNOUNCE_FALLBACK_MS = 3000;

type Listener = (state: CallState) => void;

export class Call {
  private pc: RTCPeerConnection | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private lastPong = 0;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  /** The announcement still due for a member who joined without seeing us (at most one). */
  private announceTimer: ReturnType<typeof setTimeout> | null = null;
  private videoSender: RTCRtpSender | null = null;
  private audioSender: RTCRtpSender | null = null;
  private screenTrack: MediaStreamTrack | null = null;
  /** The last few readings of the current connection, newest last. */
  private readings: Reading[] = [];
  private lastAdapted = 0;
  /** When a reading last found the link cut: windows that hold the cut do not judge the link. */
  private lastCutAt = -Infinity;
  private videoKbps = START_VIDEO_KBPS;
  private auto = new AutoAudioOnly();
  /** Bytes of the connections closed so far, and what the lesson record has of them all. */
  private closedBytes = 0;
  private reportedBytes = 0;
  private tuning: Promise<void> = Promise.resolve();
  private lastLink = '';
  private readonly startedAt = Date.now();
  private listeners = new Set<Listener>();
  private pendingCandidates: RTCIceCandidateInit[] = [];
  /** We answered an announcement and wait for the newcomer's offer. */
  private awaitingOffer = false;
  private offs: (() => void)[] = [];
  private left = false;
  state: CallState = {
    joined: false,
    remoteId: null,
    remotePresent: false,
    remoteStream: null,
    remoteMedia: { camera: true, mic: true, sharing: false },
    connection: 'new',
    remoteSilent: false,
    quality: {
      level: 'unknown',
      trouble: 'none',
      roundTripMs: null,
      lossPercent: null,
      kbps: null,
      framesDecoded: 0,
    },
    stalled: false,
    mode: 'full',
    paused: false,
    remoteLink: null,
    dataBytes: 0,
    error: null,
  };
  local: PeerMedia = { camera: true, mic: true, sharing: false };

  constructor(
    private readonly socket: RealtimeSocket,
    private readonly sessionId: number,
    private readonly me: number,
    private readonly ice: IceConfig,
    private readonly stream: MediaStream,
  ) {}

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  private on<E extends keyof ServerEvents>(event: E, handler: (payload: ServerEvents[E]) => void) {
    const listener = (payload: ServerEvents[E]) => {
      if ((payload as { sessionId?: number }).sessionId !== this.sessionId) return;
      handler(payload);
    };
    const socket = this.socket as unknown as UntypedSocket;
    socket.on(event, listener);
    this.offs.push(() => socket.off(event, listener));
  }

  private send(event: string, payload: Record<string, unknown>) {
    const socket = this.socket as unknown as UntypedSocket;
    socket.emit(event, { sessionId: this.sessionId, ...payload }, (answer: { code: string }) => {
      if (answer.code !== 'ok') logger.warn('session event refused', event, answer.code);
    });
  }

  /** Joins the call; answers the acknowledgement code. */
  async start(): Promise<string> {
    // The newcomer makes the first offer: the member already in the call drops any old connection
    // and waits for it, so the two never offer at once when a call starts (decision 026).
    this.on('AnnounceIncomingOffer', ({ from }) => {
      logger.info('call: incoming offer announced by', from);
      this.cancelAnnounce();
      this.closePeer();
      this.awaitingOffer = true;
      this.set({ remoteId: from, remotePresent: true, remoteStream: null, connection: 'new' });
      this.send('ReadyToReceiveOffer', { to: from });
    });
    this.on('ReadyToReceiveOffer', ({ from }) => {
      logger.info('call: ready to receive from', from);
      this.cancelAnnounce();
      this.resetPeer(from);
    });
    this.on(
      'SessionOffer',
      ({ from, sdp }) => void this.onDescription(from, { type: 'offer', sdp }),
    );
    this.on(
      'SessionAnswer',
      ({ from, sdp }) => void this.onDescription(from, { type: 'answer', sdp }),
    );
    this.on('IceCandidate', ({ from, candidate }) => void this.onCandidate(from, candidate));
    this.on('PingSessionMember', ({ from }) => this.send('PongSessionMember', { to: from }));
    this.on('PongSessionMember', () => {
      this.lastPong = Date.now();
      if (this.state.remoteSilent) this.set({ remoteSilent: false });
    });
    this.on('MemberJoinedSession', ({ userId }) => {
      if (userId === this.me) return;
      this.lastPong = Date.now();
      this.set({ remoteId: userId, remotePresent: true, remoteSilent: false });
      this.announceMedia();
      // The newcomer announces itself; if both joined at one moment neither saw the other, so
      // whoever still has no connection a moment later announces instead. The member with the
      // lower id waits less: were both to announce at once, both would offer (decision 026).
      // A timer belongs to this join: a leave, a newer join or any negotiation cancels it, so
      // it cannot fire into a later join of the same member.
      this.cancelAnnounce();
      const delay = ANNOUNCE_FALLBACK_MS * (this.me < userId ? 1 : 2);
      this.announceTimer = setTimeout(() => {
        this.announceTimer = null;
        const idle = !this.pc && !this.awaitingOffer;
        if (!this.left && this.state.joined && idle && this.state.remoteId === userId) {
          logger.info('call: announcing to a member who joined at the same moment', userId);
          this.send('AnnounceIncomingOffer', { to: userId });
        }
      }, delay);
    });
    this.on('MemberLeftSession', ({ userId }) => {
      if (userId !== this.state.remoteId) return;
      this.cancelAnnounce();
      this.closePeer();
      this.set({
        remotePresent: false,
        remoteStream: null,
        connection: 'new',
        remoteLink: null,
        stalled: false,
      });
    });
    this.on('CameraToggled', ({ on }) =>
      this.set({ remoteMedia: { ...this.state.remoteMedia, camera: on } }),
    );
    this.on('MicToggled', ({ on }) =>
      this.set({ remoteMedia: { ...this.state.remoteMedia, mic: on } }),
    );
    this.on('UserSharedScreen', ({ sharing }) =>
      this.set({ remoteMedia: { ...this.state.remoteMedia, sharing } }),
    );
    this.on('CallLinkChanged', ({ from, trouble, mode, paused }) => {
      if (from !== this.state.remoteId) return;
      this.set({ remoteLink: { trouble, mode, paused } });
      // What we send follows the other side's mode and paused video too (their data, their link).
      this.tuneSenders();
    });
    const onConnect = () => {
      if (!this.left) void this.join();
    };
    this.socket.on('connect', onConnect);
    this.offs.push(() => this.socket.off('connect', onConnect));
    const onOnline = () => {
      logger.info('call: the network is back');
      if (this.socket.connected) void this.join();
    };
    window.addEventListener('online', onOnline);
    this.offs.push(() => window.removeEventListener('online', onOnline));

    this.timers.push(setInterval(() => this.ping(), PING_MS));
    this.timers.push(setInterval(() => void this.measure(), STATS_MS));
    this.timers.push(setInterval(() => this.reportData(), REPORT_DATA_MS));
    return this.join();
  }

  private async join(): Promise<string> {
    const answer = (await this.socket
      .timeout(10_000)
      .emitWithAck('JoinSession', { sessionId: this.sessionId })
      .catch(() => ({ code: 'unexpected' as const, members: [] }))) as {
      code: string;
      members?: number[];
    };
    logger.info('call: join answered', answer.code, answer.members);
    if (answer.code !== 'ok') {
      this.set({ error: answer.code });
      return answer.code;
    }
    this.set({ joined: true, error: null });
    this.announceMedia();
    const other = answer.members?.find((id) => id !== this.me);
    if (other !== undefined) {
      this.cancelAnnounce();
      this.lastPong = Date.now();
      this.set({ remoteId: other, remotePresent: true });
      this.send('AnnounceIncomingOffer', { to: other });
    }
    return 'ok';
  }

  private cancelAnnounce() {
    if (this.announceTimer) clearTimeout(this.announceTimer);
    this.announceTimer = null;
  }

  private announceMedia() {
    this.send('ToggleCamera', { on: this.local.camera });
    this.send('ToggleMic', { on: this.local.mic });
    if (this.local.sharing) this.send('UserSharingScreen', { sharing: true });
    this.lastLink = '';
    this.reportLink();
  }

  /** Tells the other side our link's trouble, our mode and whether our video is paused. */
  private reportLink() {
    if (!this.state.joined) return;
    const link = {
      trouble: this.state.quality.trouble,
      mode: this.state.mode,
      paused: this.state.paused,
    };
    const text = JSON.stringify(link);
    if (text === this.lastLink) return;
    this.lastLink = text;
    this.send('ReportCallLink', link);
  }

  /** Sends the lesson record the bytes used since the last report. */
  private reportData() {
    const bytes = Math.round(this.state.dataBytes - this.reportedBytes);
    if (bytes <= 0 || !this.state.joined || !this.socket.connected) return;
    this.reportedBytes += bytes;
    this.send('ReportCallData', { bytes });
  }

  private ping() {
    const remote = this.state.remoteId;
    if (remote === null || !this.state.remotePresent) return;
    this.send('PingSessionMember', { to: remote });
    if (this.lastPong && Date.now() - this.lastPong > SILENT_AFTER_MS && !this.state.remoteSilent) {
      this.set({ remoteSilent: true });
    }
  }

  private closePeer() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    this.pendingCandidates = [];
    this.pc?.close();
    this.pc = null;
    this.videoSender = null;
    this.audioSender = null;
    // A new connection counts its bytes from zero: what this one used is kept.
    this.closedBytes = this.state.dataBytes;
    this.readings = [];
    this.videoKbps = START_VIDEO_KBPS;
  }

  /** Puts our tracks on the connection (reusing the transceivers an applied offer made). */
  private addTracks(pc: RTCPeerConnection) {
    for (const track of this.stream.getTracks()) {
      const sender = pc.addTrack(track, this.stream);
      if (track.kind === 'video') this.videoSender = sender;
      else this.audioSender = sender;
    }
    if (this.screenTrack && this.videoSender) void this.videoSender.replaceTrack(this.screenTrack);
    preferCodecs(pc);
  }

  /**
   * A fresh connection to `remote`. With our tracks on it, it offers at once (the newcomer); the
   * member answering a first offer opens it bare and adds its tracks once the offer is applied.
   */
  private resetPeer(remote: number, withTracks = true) {
    this.closePeer();
    this.awaitingOffer = false;
    this.makingOffer = false;
    this.ignoreOffer = false;
    const pc = new RTCPeerConnection({ iceServers: this.ice.iceServers });
    this.pc = pc;
    this.set({ remoteId: remote, remotePresent: true, remoteStream: null, connection: 'new' });
    if (withTracks) this.addTracks(pc);
    pc.ontrack = ({ streams, track }) => {
      const remoteStream = streams[0] ?? new MediaStream([track]);
      this.set({ remoteStream });
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate)
        this.send('IceCandidate', { to: remote, candidate: JSON.stringify(candidate) });
    };
    pc.onnegotiationneeded = async () => {
      if (pc !== this.pc) return;
      try {
        this.makingOffer = true;
        logger.info('call: negotiation needed');
        await pc.setLocalDescription();
        logger.info('call: offer made');
        this.send('SessionOffer', { to: remote, sdp: tuneOpus(pc.localDescription?.sdp ?? '') });
      } catch (error) {
        logger.error('call: making an offer failed', error);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      logger.info('call: connection', pc.connectionState);
      this.set({ connection: pc.connectionState });
      if (pc.connectionState === 'connected') this.tuneSenders();
    };
    pc.oniceconnectionstatechange = () => {
      if (pc !== this.pc) return;
      const state = pc.iceConnectionState;
      if (state === 'failed') {
        logger.warn('call: ICE failed, restarting');
        pc.restartIce();
      } else if (state === 'disconnected') {
        this.restartTimer ??= setTimeout(() => {
          this.restartTimer = null;
          if (pc === this.pc && pc.iceConnectionState === 'disconnected') {
            logger.warn('call: ICE stalled, restarting');
            pc.restartIce();
          }
        }, RESTART_AFTER_MS);
      }
    };
    return pc;
  }

  private async onDescription(from: number, description: RTCSessionDescriptionInit) {
    logger.info('call: description', description.type, from);
    const current = this.pc && this.state.remoteId === from ? this.pc : null;
    if (!current && description.type !== 'offer') return;
    this.cancelAnnounce();
    // A first offer opens the connection bare: our tracks join the offer's transceivers.
    const fresh = !current;
    const pc = current ?? this.resetPeer(from, false);
    const polite = this.me > from;
    const collision =
      description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !polite && collision;
    if (this.ignoreOffer) return;
    try {
      // Our encoder follows the other side's SDP: FEC, DTX and 40 ms packets for what we send.
      await pc.setRemoteDescription({ ...description, sdp: tuneOpus(description.sdp ?? '') });
      if (pc !== this.pc) return;
      await this.flushCandidates(pc);
      if (description.type === 'offer') {
        if (fresh) this.addTracks(pc);
        await pc.setLocalDescription();
        this.send('SessionAnswer', { to: from, sdp: tuneOpus(pc.localDescription?.sdp ?? '') });
      }
    } catch (error) {
      logger.error('call: applying a description failed', error);
    }
  }

  /** Candidates that came before the description they belong to wait for it. */
  private async flushCandidates(pc: RTCPeerConnection) {
    for (const candidate of this.pendingCandidates.splice(0)) {
      await pc.addIceCandidate(candidate).catch((error: unknown) => {
        if (!this.ignoreOffer) logger.warn('call: a candidate was refused', error);
      });
    }
  }

  private async onCandidate(from: number, text: string) {
    if (this.state.remoteId !== from) return;
    const candidate = JSON.parse(text) as RTCIceCandidateInit;
    if (!this.pc || !this.pc.remoteDescription) {
      this.pendingCandidates.push(candidate);
      return;
    }
    try {
      await this.pc.addIceCandidate(candidate);
    } catch (error) {
      if (!this.ignoreOffer) logger.warn('call: a candidate was refused', error);
    }
  }

  /**
   * Reads the connection's stats: data used, a cut (nothing received for a second), and over the
   * last two seconds the round trip, loss each way, concealed audio and the send estimate, which
   * set the level, the trouble named, the video's bit rate and audio only by itself.
   */
  private async measure() {
    const pc = this.pc;
    if (!pc || pc.connectionState !== 'connected') return;
    const reading = readStats(await pc.getStats(), Date.now());
    if (pc !== this.pc) return;
    const readings = this.readings;
    readings.push(reading);
    while (readings.length > 1 && reading.at - readings[1]!.at >= WINDOW_MS) readings.shift();
    const dataBytes = this.closedBytes + reading.transportBytes;
    const lastPacket = [...readings].reverse().find((r) => r.packets < reading.packets);
    const oldest = readings[0]!;
    // Packets came before, and none in the last second: the link is cut.
    const stalled =
      reading.packets > 0 &&
      reading.at - oldest.at >= GAP_MS &&
      (lastPacket ? reading.at - lastPacket.at >= GAP_MS : oldest.packets === reading.packets);
    if (readings.length < 2 || reading.at - oldest.at < WINDOW_MS / 2) {
      this.set({ dataBytes, stalled });
      return;
    }
    if (stalled) this.lastCutAt = reading.at;
    const sample = sampleOf(oldest, reading, this.startedAt);
    const { level, trouble } = stalled
      ? { level: 'poor' as const, trouble: 'loss' as const }
      : troubleOf(sample, this.sendsVideo());
    // The packets a cut held back count as lost in the window around it: a link that just came
    // back is not judged by them, or every cut would end in audio only.
    const judged = !stalled && oldest.at > this.lastCutAt;
    const paused =
      this.state.mode === 'audio' ? false : judged ? this.auto.update(sample) : this.state.paused;
    const seconds = Math.max(0.001, (reading.at - oldest.at) / 1000);
    this.set({
      dataBytes,
      stalled,
      paused,
      quality: {
        level,
        trouble,
        roundTripMs: sample.roundTripMs,
        lossPercent: sample.lossInPercent,
        kbps: Math.round(((reading.bytesIn - oldest.bytesIn) * 8) / 1000 / seconds),
        framesDecoded: reading.frames,
      },
    });
    if (reading.at - this.lastAdapted >= WINDOW_MS && judged) {
      this.lastAdapted = reading.at;
      this.videoKbps = nextVideoKbps(this.videoKbps, sample, this.sendMode());
      this.tuneSenders();
    } else if (this.sendsVideo() !== this.videoActive) this.tuneSenders();
    this.reportLink();
  }

  /** The most frugal of our mode and the other side's: their data and link count too. */
  private sendMode(): CallMode {
    const modes: CallMode[] = ['audio', 'saver', 'full'];
    const remote = this.state.remoteLink?.mode ?? 'full';
    return modes.find((m) => m === this.state.mode || m === remote) ?? 'full';
  }

  /** Whether our video goes out: a camera or screen on, neither side in audio only or paused. */
  private sendsVideo(): boolean {
    return (
      (this.local.camera || this.local.sharing) &&
      this.sendMode() !== 'audio' &&
      !this.state.paused &&
      !this.state.remoteLink?.paused
    );
  }

  /** Whether the video sender was last set to send (null before the first setting). */
  private videoActive: boolean | null = null;

  /**
   * Sets the senders from the mode and the link: audio first in the network's priority with its cap;
   * video at the current bit rate with the resolution and frame rate that suit it, or not at all.
   * Settings are applied one after another, as setParameters wants.
   */
  private tuneSenders() {
    const pc = this.pc;
    const audio = this.audioSender;
    const video = this.videoSender;
    if (!pc) return;
    const mode = this.sendMode();
    const caps = MODE_CAPS[mode];
    const active = this.sendsVideo();
    this.videoActive = active;
    const rung = videoRung(Math.min(this.videoKbps, caps.videoKbps), mode);
    const track = this.screenTrack ?? this.stream.getVideoTracks()[0];
    const height = track?.getSettings().height ?? 360;
    this.tuning = this.tuning.then(async () => {
      if (pc !== this.pc) return;
      try {
        if (audio) {
          const params = audio.getParameters();
          // RED's second copy protects speech; audio only sends Opus alone to keep its budget.
          const wanted = mode === 'audio' ? 'audio/opus' : 'audio/red';
          const codec = params.codecs?.find((c) => c.mimeType.toLowerCase() === wanted);
          for (const encoding of params.encodings ?? []) {
            encoding.maxBitrate = caps.audioKbps * 1000;
            encoding.priority = 'high';
            encoding.networkPriority = 'high';
            if (codec) (encoding as EncodingWithCodec).codec = codec;
          }
          await audio.setParameters(params).catch(async (error: unknown) => {
            // A browser that cannot switch codecs without a new offer keeps the one negotiated;
            // a failed setParameters spends its parameters, so they are read again.
            logger.info('call: the audio codec stays as negotiated', error);
            const again = audio.getParameters();
            for (const encoding of again.encodings ?? []) {
              encoding.maxBitrate = caps.audioKbps * 1000;
              encoding.priority = 'high';
              encoding.networkPriority = 'high';
            }
            await audio.setParameters(again);
          });
        }
      } catch (error) {
        logger.warn('call: setting the audio sender failed', error);
      }
      try {
        if (video) {
          const params = video.getParameters();
          params.degradationPreference = this.screenTrack ? 'maintain-resolution' : 'balanced';
          for (const encoding of params.encodings ?? []) {
            encoding.active = active;
            encoding.maxBitrate = Math.max(1, rung.kbps) * 1000;
            encoding.scaleResolutionDownBy = this.screenTrack ? 1 : scaleFor(height, rung.height);
            encoding.maxFramerate = Math.max(1, rung.fps);
            encoding.priority = 'low';
            encoding.networkPriority = 'low';
          }
          await video.setParameters(params);
        }
      } catch (error) {
        logger.warn('call: setting the video sender failed', error);
      }
    });
  }

  /**
   * The member's choice: the whole call, the data saver, or audio only
   * (docs/product/chat-and-calls.md#call-modes). Applies at once, and the other side follows it.
   */
  setMode(mode: CallMode) {
    if (mode === this.state.mode) return;
    this.set({ mode, paused: mode === 'audio' ? false : this.state.paused });
    this.videoKbps = Math.min(this.videoKbps, MODE_CAPS[mode].videoKbps || START_VIDEO_KBPS);
    this.tuneSenders();
    this.reportLink();
  }

  setCamera(on: boolean) {
    this.local = { ...this.local, camera: on };
    for (const track of this.stream.getVideoTracks()) track.enabled = on;
    this.send('ToggleCamera', { on });
    // A camera that is off sends nothing, rather than black frames.
    this.tuneSenders();
  }

  setMic(on: boolean) {
    this.local = { ...this.local, mic: on };
    for (const track of this.stream.getAudioTracks()) track.enabled = on;
    this.send('ToggleMic', { on });
  }

  /**
   * Another camera or microphone in place of the one in the call (the device picker): it takes the
   * old one's place in the local stream, which later connections send, and on the connection's
   * sender, without a new offer; it keeps the old one's on or off. While the screen is shared the
   * new camera waits in the stream until sharing stops.
   */
  async replaceTrack(track: MediaStreamTrack) {
    // A device chosen as the call closed: nothing would ever stop it, and its light would stay on.
    if (this.left) {
      track.stop();
      return;
    }
    const video = track.kind === 'video';
    const old = video ? this.stream.getVideoTracks() : this.stream.getAudioTracks();
    track.enabled = video ? this.local.camera : this.local.mic;
    for (const previous of old) this.stream.removeTrack(previous);
    this.stream.addTrack(track);
    const sender = video ? this.videoSender : this.audioSender;
    try {
      if (sender && !(video && this.screenTrack)) await sender.replaceTrack(track);
    } finally {
      for (const previous of old) previous.stop();
    }
    logger.info('call: replaced the', track.kind, 'track');
  }

  /** Sends the screen instead of the camera until the screen track ends or sharing stops. */
  async shareScreen(screen: MediaStream) {
    const track = screen.getVideoTracks()[0];
    if (!track) return;
    this.screenTrack = track;
    track.onended = () => void this.stopSharing();
    await this.videoSender?.replaceTrack(track);
    this.local = { ...this.local, sharing: true };
    this.send('UserSharingScreen', { sharing: true });
    this.tuneSenders();
  }

  async stopSharing() {
    if (!this.screenTrack) return;
    this.screenTrack.stop();
    this.screenTrack = null;
    await this.videoSender?.replaceTrack(this.stream.getVideoTracks()[0] ?? null);
    this.local = { ...this.local, sharing: false };
    this.send('UserSharingScreen', { sharing: false });
    this.tuneSenders();
  }

  /** Leaves the call on the server and stops everything; the local stream is the caller's. */
  async leave() {
    this.left = true;
    this.cancelAnnounce();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    for (const off of this.offs.splice(0)) off();
    this.screenTrack?.stop();
    this.reportData();
    this.closePeer();
    if (this.state.joined && this.socket.connected) {
      await this.socket
        .timeout(5000)
        .emitWithAck('LeaveSession', { sessionId: this.sessionId })
        .catch(() => undefined);
    }
    this.set({ joined: false, remoteStream: null });
  }
}

/** An encoding that names its codec (switching codecs without a new offer). */
type EncodingWithCodec = RTCRtpEncodingParameters & { codec?: RTCRtpCodecParameters };

/** What one reading of a connection's stats holds, summed over its streams. */
type Reading = {
  at: number;
  /** Everything sent and received on the connection's transport. */
  transportBytes: number;
  bytesIn: number;
  packets: number;
  lost: number;
  frames: number;
  concealed: number;
  samples: number;
  roundTripMs: number | null;
  availableOutKbps: number | null;
  /** The loss the other side reports of what we send, percent (its latest report). */
  lossOutPercent: number;
};

type Stat = Record<string, unknown>;
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** One reading of getStats: the nominated pair, the transport, what came in and what went out. */
export const readStats = (report: RTCStatsReport, at: number): Reading => {
  const reading: Reading = {
    at,
    transportBytes: 0,
    bytesIn: 0,
    packets: 0,
    lost: 0,
    frames: 0,
    concealed: 0,
    samples: 0,
    roundTripMs: null,
    availableOutKbps: null,
    lossOutPercent: 0,
  };
  report.forEach((stat: Stat) => {
    if (stat.type === 'candidate-pair' && stat.state === 'succeeded' && stat.nominated) {
      if (typeof stat.currentRoundTripTime === 'number')
        reading.roundTripMs = stat.currentRoundTripTime * 1000;
      if (typeof stat.availableOutgoingBitrate === 'number')
        reading.availableOutKbps = stat.availableOutgoingBitrate / 1000;
    } else if (stat.type === 'transport') {
      // What a data plan counts: the packets' bytes and their IPv4 and UDP headers.
      const packets = num(stat.packetsSent) + num(stat.packetsReceived);
      reading.transportBytes += num(stat.bytesSent) + num(stat.bytesReceived) + packets * 28;
    } else if (stat.type === 'inbound-rtp') {
      reading.bytesIn += num(stat.bytesReceived);
      reading.packets += num(stat.packetsReceived);
      reading.lost += Math.max(0, num(stat.packetsLost));
      if (stat.kind === 'video') reading.frames += num(stat.framesDecoded);
      if (stat.kind === 'audio') {
        reading.concealed += num(stat.concealedSamples) - num(stat.silentConcealedSamples);
        reading.samples += num(stat.totalSamplesReceived);
      }
    } else if (stat.type === 'remote-inbound-rtp') {
      const lost = num(stat.fractionLost) * 100;
      reading.lossOutPercent = Math.max(reading.lossOutPercent, lost);
    }
  });
  return reading;
};

/** What the link did between two readings. */
export const sampleOf = (before: Reading, after: Reading, startedAt: number): LinkSample => {
  const seconds = Math.max(0.001, (after.at - before.at) / 1000);
  const lost = after.lost - before.lost;
  const packets = after.packets - before.packets + lost;
  const samples = after.samples - before.samples;
  return {
    at: after.at - startedAt,
    roundTripMs: after.roundTripMs,
    lossInPercent: packets > 0 ? Math.max(0, (lost / packets) * 100) : 0,
    lossOutPercent: after.lossOutPercent,
    availableOutKbps: after.availableOutKbps,
    inKbps: ((after.bytesIn - before.bytesIn) * 8) / 1000 / seconds,
    concealedPercent:
      samples > 0 ? Math.max(0, ((after.concealed - before.concealed) / samples) * 100) : 0,
  };
};

/** RED then Opus for audio, and the chosen video codec first, where the browser lets one choose. */
const preferCodecs = (pc: RTCPeerConnection) => {
  if (typeof RTCRtpReceiver === 'undefined' || !RTCRtpReceiver.getCapabilities) return;
  for (const transceiver of pc.getTransceivers()) {
    const kind = transceiver.receiver.track.kind;
    const codecs = RTCRtpReceiver.getCapabilities(kind)?.codecs;
    if (!codecs || typeof transceiver.setCodecPreferences !== 'function') continue;
    try {
      transceiver.setCodecPreferences(
        kind === 'audio' ? audioCodecOrder(codecs) : videoCodecOrder(codecs),
      );
    } catch (error) {
      logger.warn('call: codec preferences refused', error);
    }
  }
};

/** The socket without its event map, for the few generic calls made by event name. */
type UntypedSocket = {
  on: (event: string, listener: (payload: never) => void) => void;
  off: (event: string, listener: (payload: never) => void) => void;
  emit: (event: string, payload: unknown, ack: (answer: { code: string }) => void) => void;
};

type ServerEvents = {
  AnnounceIncomingOffer: ServerPayload<'AnnounceIncomingOffer'>;
  ReadyToReceiveOffer: ServerPayload<'ReadyToReceiveOffer'>;
  SessionOffer: ServerPayload<'SessionOffer'>;
  SessionAnswer: ServerPayload<'SessionAnswer'>;
  IceCandidate: ServerPayload<'IceCandidate'>;
  PingSessionMember: ServerPayload<'PingSessionMember'>;
  PongSessionMember: ServerPayload<'PongSessionMember'>;
  MemberJoinedSession: ServerPayload<'MemberJoinedSession'>;
  MemberLeftSession: ServerPayload<'MemberLeftSession'>;
  CameraToggled: ServerPayload<'CameraToggled'>;
  MicToggled: ServerPayload<'MicToggled'>;
  UserSharedScreen: ServerPayload<'UserSharedScreen'>;
  CallLinkChanged: ServerPayload<'CallLinkChanged'>;
};
