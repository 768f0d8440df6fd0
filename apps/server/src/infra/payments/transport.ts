/**
 * How an adapter reaches its provider: HTTPS in production; on a laptop the built-in sandbox on the
 * server's own port, over real HTTP once the server listens (in-process before that, e.g. in tests
 * that never open a port).
 */
import type { FastifyInstance } from 'fastify';

export type HttpAnswer = { status: number; text: string };
export type HttpRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  /** A path and query under the base address, e.g. /api/payments/charge?x=1 */
  path: string;
  body?: unknown;
  /** Extra headers, e.g. a provider's Authorization. */
  headers?: Record<string, string>;
};
export type Transport = (request: HttpRequest) => Promise<HttpAnswer>;

const TIMEOUT_MS = 15_000;

export const httpTransport =
  (baseUrl: string): Transport =>
  async ({ method, path, body, headers = {} }) => {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, text: await response.text() };
  };

/** The server's own address while it listens, or undefined. */
const listeningUrl = (app: FastifyInstance): string | undefined => {
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const reachable = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host;
  return `http://${reachable}:${address.port}`;
};

/** Calls a path of this very server (the local sandbox, or the sandbox's callbacks to us). */
export const selfTransport =
  (app: FastifyInstance, prefix: string): Transport =>
  async (request) => {
    const base = listeningUrl(app);
    if (base) return httpTransport(`${base}${prefix}`)(request);
    const response = await app.inject({
      method: request.method,
      url: `${prefix}${request.path}`,
      headers: request.headers ?? {},
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    return { status: response.statusCode, text: response.body };
  };
