/**
 * The server's logger: JSON lines written asynchronously in staging and production, short readable
 * lines on a laptop. No line carries a secret: request headers that authenticate are redacted, and
 * errors are reduced to fields that hold no values (a failed query's parameters, which can include a
 * password hash or a personal detail, never reach a log; decision 010).
 */
import type { FastifyInstance } from 'fastify';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
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
  /** Writes out what the asynchronous destination still holds (the server's close). */
  flush: () => void;
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
  if (stream) return { logger: pino(options, stream), flush: () => undefined };
  if (config.environment === 'local')
    return { logger: pino(options, readableDestination()), flush: () => undefined };
  // Asynchronous: a request never waits for the log to be written. pino writes out what is left
  // when the process exits, and the server's close flushes it too.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  return { logger: pino(options, destination), flush: () => destination.flushSync() };
};

/** Probes a balancer or an orchestrator calls every few seconds: logged only at debug level. */
const probePaths = new Set(['/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready']);
const isProbe = (url: string): boolean => probePaths.has(url.split('?', 1)[0] ?? url);

/**
 * The access log (decision 010): one line per answered request, written when the answer has gone
 * (method, path, status, milliseconds, with the request id of the request's logger); health probes
 * only at debug level. Fastify's own request lines (one as a request comes, one as it ends) are
 * turned off in app.ts; on a laptop, where every request logged is noise, this is not installed.
 */
export const installAccessLog = (app: FastifyInstance): void => {
  app.addHook('onResponse', async (request, reply) => {
    const entry = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (isProbe(request.url)) request.log.debug(entry, 'request');
    else request.log.info(entry, 'request');
  });
};
