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
import type { IceConfig, ServerPayload } from '@darsak/shared';

export type PeerMedia = { camera: boolean; mic: boolean; sharing: boolean };
export type Quality = {
  level: 'good' | 'fair' | 'poor' | 'unknown';
  roundTripMs: number | null;
  lossPercent: number | null;
  kbps: number | null;
  framesDecoded: number;
};
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
  error: string | null;
};

const PING_MS = 5000;
const SILENT_AFTER_MS = 16_000;
const STATS_MS = 2000;
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
  private previousStats: { at: number; bytes: number; lost: number; received: number } | null =
    null;
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
      roundTripMs: null,
      lossPercent: null,
      kbps: null,
      framesDecoded: 0,
    },
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
      this.set({ remotePresent: false, remoteStream: null, connection: 'new' });
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
    this.previousStats = null;
  }

  /** Puts our tracks on the connection (reusing the transceivers an applied offer made). */
  private addTracks(pc: RTCPeerConnection) {
    for (const track of this.stream.getTracks()) {
      const sender = pc.addTrack(track, this.stream);
      if (track.kind === 'video') this.videoSender = sender;
      else this.audioSender = sender;
    }
    if (this.screenTrack && this.videoSender) void this.videoSender.replaceTrack(this.screenTrack);
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
        this.send('SessionOffer', { to: remote, sdp: pc.localDescription?.sdp ?? '' });
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
      await pc.setRemoteDescription(description);
      if (pc !== this.pc) return;
      await this.flushCandidates(pc);
      if (description.type === 'offer') {
        if (fresh) this.addTracks(pc);
        await pc.setLocalDescription();
        this.send('SessionAnswer', { to: from, sdp: pc.localDescription?.sdp ?? '' });
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

  /** Round trip, loss and bitrate of what arrives, from getStats. */
  private async measure() {
    const pc = this.pc;
    if (!pc || pc.connectionState !== 'connected') return;
    const report = await pc.getStats();
    let roundTrip: number | null = null;
    let bytes = 0;
    let lost = 0;
    let received = 0;
    let frames = 0;
    report.forEach((stat: Record<string, unknown>) => {
      if (stat.type === 'candidate-pair' && stat.state === 'succeeded' && stat.nominated) {
        if (typeof stat.currentRoundTripTime === 'number')
          roundTrip = stat.currentRoundTripTime * 1000;
      }
      if (stat.type === 'inbound-rtp') {
        bytes += Number(stat.bytesReceived ?? 0);
        lost += Number(stat.packetsLost ?? 0);
        received += Number(stat.packetsReceived ?? 0);
        if (stat.kind === 'video') frames += Number(stat.framesDecoded ?? 0);
      }
    });
    const now = Date.now();
    const before = this.previousStats;
    this.previousStats = { at: now, bytes, lost, received };
    if (!before) {
      this.set({
        quality: { ...this.state.quality, roundTripMs: roundTrip, framesDecoded: frames },
      });
      return;
    }
    const seconds = Math.max(0.001, (now - before.at) / 1000);
    const kbps = Math.round(((bytes - before.bytes) * 8) / 1000 / seconds);
    const packets = received - before.received + (lost - before.lost);
    const lossPercent = packets > 0 ? Math.max(0, ((lost - before.lost) / packets) * 100) : 0;
    const rtt = roundTrip as number | null;
    const level =
      (rtt ?? 0) > 600 || lossPercent > 8 || kbps < 40
        ? 'poor'
        : (rtt ?? 0) > 300 || lossPercent > 3 || kbps < 150
          ? 'fair'
          : 'good';
    this.set({ quality: { level, roundTripMs: rtt, lossPercent, kbps, framesDecoded: frames } });
  }

  setCamera(on: boolean) {
    this.local = { ...this.local, camera: on };
    for (const track of this.stream.getVideoTracks()) track.enabled = on;
    this.send('ToggleCamera', { on });
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
  }

  async stopSharing() {
    if (!this.screenTrack) return;
    this.screenTrack.stop();
    this.screenTrack = null;
    await this.videoSender?.replaceTrack(this.stream.getVideoTracks()[0] ?? null);
    this.local = { ...this.local, sharing: false };
    this.send('UserSharingScreen', { sharing: false });
  }

  /** Leaves the call on the server and stops everything; the local stream is the caller's. */
  async leave() {
    this.left = true;
    this.cancelAnnounce();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    for (const off of this.offs.splice(0)) off();
    this.screenTrack?.stop();
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
};
