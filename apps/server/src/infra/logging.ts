/**
 * The server's logger: JSON lines written asynchronously in staging and production, short readable
 * lines on a laptop. No line carries a secret: request headers that authenticate are redacted, and
 * errors are reduced to fields that hold no values (a failed query's parameters, which can include a
 * password hash or a personal detail, never reach a log; decision 010).
 */
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  pino,
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
} from 'pino';
import { writeSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Config } from '../config.js';

/** Paths whose values are replaced wherever a log line carries them. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.passwordHash',
  '*.token',
  '*.idToken',
  '*.codeHash',
];

/** Fields of an error that name what went wrong without carrying the values involved. */
const safeFields = ['code', 'constraint', 'table', 'column', 'routine', 'statusCode', 'reason'];

/**
 * A failed query's message ends with its parameters: keep what comes before them. PostgreSQL quotes
 * the offending value in its messages (`invalid input syntax for type integer: "…"`): quoted text is
 * hidden unless it names a database object (`relation "lessons"`).
 */
const withoutValues = (message: string): string =>
  (message.split(/\nparams:/)[0] ?? '').replace(
    /(\b(?:relation|column|table|constraint|index|function|schema|sequence|database|role)\s+)?"[^"]*"/g,
    (quoted, object: string | undefined) => (object ? quoted : '"…"'),
  );

export type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
};

/** An error as a log line may show it. */
export const serializeError = (error: unknown, depth = 0): LoggedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const type = error.constructor?.name || error.name || 'Error';
  const message = withoutValues(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of safeFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
};

const levelNames: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const hidden = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/** One JSON log line as a person reads it: time, level, message, then the other fields. */
export const readableLine = (json: string): string => {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now())
    .toTimeString()
    .slice(0, 8);
  const level = (levelNames[entry.level as number] ?? 'info').padEnd(5);
  const err = entry.err as LoggedError | undefined;
  const fields = Object.entries(entry)
    .filter(([key]) => !hidden.has(key) && key !== 'err')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const lines = [[time, level, entry.msg ?? '', ...fields].join(' ').trimEnd()];
  if (err?.stack) lines.push(err.stack.replace(/^/gm, '    '));
  return `${lines.join('\n')}\n`;
};

/** A destination printing readable lines to standard error. */
const readableDestination = (): DestinationStream => ({
  write: (line: string) => {
    process.stderr.write(readableLine(line));
  },
});

export type ServerLogger = {
  logger: Logger;
  /**
   * The access log's writer: the same destination, without the redaction pass (its lines hold only
   * method, path, status and time, never a header or a body).
   */
  access: AccessWriter;
  flush: () => void;
};

/** What the access log says of one answered request. */
export type AccessEntry = {
  reqId: string;
  method: string;
  url: string;
  status: number;
  ms: number;
};

export type AccessWriter = {
  /** Whether lines of this level are kept. */
  keeps: (level: 'info' | 'debug') => boolean;
  write: (level: 'info' | 'debug', entry: AccessEntry) => void;
};

/**
 * The access log's lines, the same JSON lines pino writes (level, time, pid, hostname, then the
 * fields and the message), put together directly: one line per request is the one log call every
 * request makes, and pino's general path (its serializers, its child bindings) cost a request
 * about as much as its handler (docs/performance.md#what-stays).
 */
export const accessWriter = (level: string, destination: DestinationStream): AccessWriter => {
  const threshold = pino.levels.values[level] ?? Number.POSITIVE_INFINITY;
  const origin = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const keeps = (at: 'info' | 'debug') => (pino.levels.values[at] ?? 0) >= threshold;
  return {
    keeps,
    write: (at, entry) => {
      if (!keeps(at)) return;
      destination.write(
        `{"level":${pino.levels.values[at]},"time":${Date.now()}${origin},"reqId":${JSON.stringify(entry.reqId)},"method":${JSON.stringify(entry.method)},"url":${JSON.stringify(entry.url)},"status":${entry.status},"ms":${entry.ms},"msg":"request"}\n`,
      );
    },
  };
};

/**
 * Lines written in one turn of the event loop handed to the destination as one: the asynchronous
 * destination measures its whole pending text on every write, so many small writes cost far more
 * than one. `flushSync` writes out what the destination holds, then what waits here,
 * both synchronously and in that order: no write is left under way when the process ends.
 */
export const batched = (
  destination: { write: (text: string) => unknown; flushSync: () => void },
  writeSync: (text: string) => void,
): DestinationStream & { flushSync: () => void } => {
  let waiting: string[] = [];
  let scheduled = false;
  const take = (): string => {
    const text = waiting.length === 1 ? waiting[0]! : waiting.join('');
    waiting = [];
    return text;
  };
  const handOver = () => {
    scheduled = false;
    if (waiting.length > 0) destination.write(take());
  };
  return {
    write: (line: string) => {
      waiting.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(handOver);
    },
    flushSync: () => {
      destination.flushSync();
      if (waiting.length > 0) writeSync(take());
    },
  };
};

/**
 * Batched destinations not yet flushed by their server's close, written out when the process
 * exits (a shutdown that runs out of time logs its last line and exits in the same turn). One
 * listener serves them all.
 */
const unflushed = new Set<{ flushSync: () => void }>();
let exitListened = false;
const flushAtExit = (destination: { flushSync: () => void }): void => {
  unflushed.add(destination);
  if (exitListened) return;
  exitListened = true;
  process.once('exit', () => {
    for (const open of unflushed) {
      try {
        open.flushSync();
      } catch {
        // The output is gone (a closed pipe): nothing more can be written.
      }
    }
    unflushed.clear();
  });
};

export const createLogger = (
  config: Pick<Config, 'logLevel' | 'environment'>,
  stream?: DestinationStream,
): ServerLogger => {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
  const withDestination = (destination: DestinationStream, flush: () => void): ServerLogger => ({
    logger: pino(options, destination),
    access: accessWriter(config.logLevel, destination),
    flush,
  });
  if (stream) return withDestination(stream, () => undefined);
  if (config.environment === 'local')
    return withDestination(readableDestination(), () => undefined);
  // Asynchronous: a request never waits for the log to be written; flushed before the process ends.
  const output = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // Written out at the end straight to standard output, the destination's own file.
  const destination = batched(output, (text) => writeSync(1, text));
  flushAtExit(destination);
  return withDestination(destination, () => {
    unflushed.delete(destination);
    destination.flushSync();
  });
};

/** Probes a balancer or an orchestrator calls every few seconds: logged only at debug level. */
const probePaths = new Set(['/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready']);
const isProbe = (url: string): boolean => {
  const query = url.indexOf('?');
  return probePaths.has(query === -1 ? url : url.slice(0, query));
};

/**
 * The access log: one line per request, written when the answer has gone (method, path, status,
 * milliseconds), none when it comes in; health probes only at debug level. Off on a laptop, where
 * every request logged is noise.
 */
export class AccessLog extends LogController {
  readonly #enabled: boolean;
  readonly #log: AccessWriter;

  constructor(enabled: boolean, log: AccessWriter) {
    super({ disableRequestLogging: !enabled });
    this.#enabled = enabled;
    this.#log = log;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!this.#enabled) return;
    const probe = isProbe(request.url);
    // A probe that went well is not even written out unless debug lines are kept.
    if (!error && probe && !this.#log.keeps('debug')) return;
    const entry: AccessEntry = {
      reqId: request.id,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...entry, err: error }, 'request failed');
    else this.#log.write(probe ? 'debug' : 'info', entry);
  }
}

type LogMethod = (...args: unknown[]) => void;

/**
 * A request's own logger (its lines carry the request id), made only when something logs through
 * it. Fastify makes one for every request, and a pino child costs its bindings written out and
 * walked for secrets (redaction): on the busiest reads (health, the cached lists) a noticeable part
 * of the product's own cost, for a logger that logs nothing unless a request fails (decision 034).
 */
class RequestLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bindings: Bindings,
    readonly options: ChildLoggerOptions,
  ) {}

  #real(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]) {
    (this.#real().fatal as LogMethod)(...args);
  }
  error(...args: unknown[]) {
    (this.#real().error as LogMethod)(...args);
  }
  warn(...args: unknown[]) {
    (this.#real().warn as LogMethod)(...args);
  }
  info(...args: unknown[]) {
    (this.#real().info as LogMethod)(...args);
  }
  debug(...args: unknown[]) {
    (this.#real().debug as LogMethod)(...args);
  }
  trace(...args: unknown[]) {
    (this.#real().trace as LogMethod)(...args);
  }
  silent(...args: unknown[]) {
    (this.#real().silent as LogMethod)(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is made when first used. */
export const requestLoggers = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
