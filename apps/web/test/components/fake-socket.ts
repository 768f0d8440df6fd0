/**
 * The realtime server as a component test plays it. The test setup puts `io` below in place of
 * socket.io-client's, so the app's own realtime code (connectRealtime, RealtimeProvider) runs on a
 * socket whose other end is the test: it emits server events, answers acknowledged client events,
 * and sees what the client sent. An acknowledged event the test did not answer fails the test.
 */
import { act } from '@testing-library/react';
import type {
  AckAnswer,
  ClientAnswers,
  ClientPayload,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@darsak/shared';

type Listener = (...args: unknown[]) => void;
type ClientEvent = keyof ClientToServerEvents;
type AnswerOf<E> = AckAnswer<E extends keyof ClientAnswers ? ClientAnswers[E] : object>;
/** How the test answers a client event; throwing is an answer that never came (a timeout). */
export type AckHandler<E extends ClientEvent> = (
  payload: ClientPayload<E>,
) => AnswerOf<E> | Promise<AnswerOf<E>>;

class FakeSocket {
  connected = false;
  private listeners = new Map<string, Set<Listener>>();

  constructor(private readonly server: FakeServer) {}

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  /** Client to server, without an acknowledgement. */
  emit(event: string, payload: unknown) {
    this.server.receive(event, payload);
    return this;
  }
  timeout() {
    return { emitWithAck: (event: string, payload: unknown) => this.server.ask(event, payload) };
  }
  connect() {
    this.connected = true;
    this.fire('connect');
    return this;
  }
  disconnect() {
    this.lose('io client disconnect');
    return this;
  }
  lose(reason: string) {
    if (!this.connected) return;
    this.connected = false;
    this.fire('disconnect', reason);
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

class FakeServer {
  private sockets: FakeSocket[] = [];
  private handlers = new Map<string, (payload: never) => unknown>();
  private sent: { event: string; payload: unknown }[] = [];
  private unanswered: string[] = [];

  /** socket.io-client's `io`: a socket that connects as soon as its listeners are in place. */
  readonly io = () => {
    const socket = new FakeSocket(this);
    this.sockets.push(socket);
    queueMicrotask(() => socket.connect());
    return socket;
  };

  /** Resolves once a socket is connected (the app connects when signed in). */
  async connected(): Promise<void> {
    for (let waited = 0; !this.sockets.some((socket) => socket.connected); waited += 1) {
      if (waited > 2000) throw new Error('The app never connected its socket');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }

  /** A server event, to every connected socket, inside React's act. */
  emit<E extends keyof ServerToClientEvents>(
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
  ) {
    act(() => {
      for (const socket of this.sockets) if (socket.connected) socket.fire(event, payload);
    });
  }

  /** Answers an acknowledged client event from now on, replacing an earlier answer. */
  answer<E extends ClientEvent>(event: E, handler: AckHandler<E>) {
    this.handlers.set(event, handler as (payload: never) => unknown);
  }

  /** What the client sent for an event, oldest first. */
  received<E extends ClientEvent>(event: E): ClientPayload<E>[] {
    return this.sent.filter((x) => x.event === event).map((x) => x.payload as ClientPayload<E>);
  }

  /** The connection drops (the network, the server going away). */
  drop() {
    act(() => {
      for (const socket of this.sockets) socket.lose('transport close');
    });
  }

  /** The events asked with no answer given: the test setup fails a test that leaves any. */
  unansweredEvents() {
    return [...this.unanswered];
  }

  receive(event: string, payload: unknown) {
    this.sent.push({ event, payload });
  }

  async ask(event: string, payload: unknown): Promise<unknown> {
    this.receive(event, payload);
    const handler = this.handlers.get(event);
    if (!handler) {
      this.unanswered.push(event);
      throw new Error(`No answer for ${event}`);
    }
    return handler(payload as never);
  }

  reset() {
    this.sockets = [];
    this.handlers.clear();
    this.sent = [];
    this.unanswered = [];
  }
}

export type { FakeServer };
export const server = new FakeServer();
