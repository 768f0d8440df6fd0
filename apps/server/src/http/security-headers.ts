/**
 * Security headers on every answer (decision 010): what a browser may load and do on each kind of
 * page, no type sniffing, no framing, a quiet referrer, HTTPS only in production, and uploads that
 * can never run as a page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

export type SecurityOptions = {
  /** HTTPS only (Strict-Transport-Security): production. */
  https: boolean;
  /** Google Identity Services needs its script, frame and styles when sign-in with Google is on. */
  google: boolean;
  /** The development server's hot reload runs inline scripts: no content policy on the apps then. */
  appPolicies: boolean;
  /** Hashes of the inline scripts the apps' pages carry (their boot script). */
  scriptHashes: string[];
};

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The web app and the admin: scripts of their own only, media for the live lesson, no framing. */
export const appContentPolicy = (google: boolean, scriptHashes: string[] = []): string => {
  const gsi = google ? ['https://accounts.google.com/gsi/'] : [];
  return policy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(google ? ['https://accounts.google.com/gsi/client'] : []),
    ],
    // Inline styles stay allowed: the unsupported-browser notice and style attributes carry no
    // script, and scripts are what the policy must hold back (decision 010).
    'style-src': [
      "'self'",
      "'unsafe-inline'",
      ...(google ? ['https://accounts.google.com/gsi/style'] : []),
    ],
    'img-src': ["'self'", 'data:', 'blob:', ...(google ? ['https://*.googleusercontent.com'] : [])],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    // 'self' covers the realtime socket (ws: and wss: of the same host).
    'connect-src': ["'self'", ...gsi],
    'frame-src': google ? gsi : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
};

/** The public site: its own stylesheet, font and scripts only; images of its own (tutor photos). */
const sitePolicy = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Answers that are data, not pages: nothing may run or be embedded. */
const dataPolicy = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
/** Uploaded files: shown as what they are, never as a page with scripts, even if opened directly. */
const uploadPolicy = policy({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'media-src': ["'self'"],
  sandbox: [],
});

const closedFeatures = [
  'accelerometer',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'payment',
  'usb',
];
/** Camera, microphone and screen capture only in the web app, where the live lesson runs. */
const permissions = (liveLesson: boolean) =>
  [
    ...['camera', 'microphone', 'display-capture'].map(
      (feature) => `${feature}=${liveLesson ? '(self)' : '()'}`,
    ),
    ...closedFeatures.map((feature) => `${feature}=()`),
  ].join(', ');

/** HTTPS only for a year, subdomains included (production). */
const hsts = 'max-age=31536000; includeSubDomains';

type Area = 'web' | 'admin' | 'uploads' | 'docs' | 'data' | 'site';

const areaOf = (url: string): Area => {
  if (url.startsWith('/app/') || url === '/app') return 'web';
  if (url.startsWith('/admin/') || url === '/admin') return 'admin';
  if (url.startsWith('/assets/')) return 'uploads';
  // The API reference brings its own policy (the plugin's, with hashes of its scripts).
  if (url.startsWith('/api/docs')) return 'docs';
  // The public site answers every other address a browser asks for, its 404 page included.
  if (url.startsWith('/api/') || url.startsWith('/socket.io/')) return 'data';
  return 'site';
};

/** The headers of each area, worked out once: a request only picks its set. */
const headersByArea = (options: SecurityOptions): Record<Area, Record<string, string>> => {
  const appPolicy = appContentPolicy(options.google, options.scriptHashes);
  const base = (area: Area): Record<string, string> => ({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissions(area === 'web'),
    ...(options.https ? { 'strict-transport-security': hsts } : {}),
  });
  const framed = (area: Area): Record<string, string> => ({
    ...base(area),
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  });
  const page = (area: Area) => ({
    ...framed(area),
    ...(options.appPolicies ? { 'content-security-policy': appPolicy } : {}),
  });
  return {
    docs: base('docs'),
    web: page('web'),
    admin: page('admin'),
    uploads: {
      ...framed('uploads'),
      'content-security-policy': uploadPolicy,
      'cross-origin-resource-policy': 'same-origin',
      'content-disposition': 'inline',
    },
    site: { ...framed('site'), 'content-security-policy': sitePolicy },
    // The API's answers are data a browser never shows as a page: what matters is that it is
    // never sniffed into one and never framed (decision 010). Referrer, permissions and opener
    // policies govern what a page does, and a JSON answer under `default-src 'none'` does nothing.
    data: {
      'x-content-type-options': 'nosniff',
      'content-security-policy': dataPolicy,
      ...(options.https ? { 'strict-transport-security': hsts } : {}),
    },
  };
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    securityHeaders: SecurityHeaders;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The route's handler sets the API's headers itself (route.ts): no hook sets them first. */
    answersWithDataHeaders?: boolean;
  }
}

export type SecurityHeaders = {
  /** The headers of an API answer, for an endpoint that sets them as it answers. */
  data: Readonly<Record<string, string>>;
  /** Gives an answer its area's headers unless it has them: errors and the not-found answers. */
  ensure: (request: FastifyRequest, reply: FastifyReply) => void;
};

/** Whether an address is the API's, whose answers take the `data` headers. */
export const isDataAddress = (url: string): boolean => areaOf(url) === 'data';

/**
 * Every answer gets its area's headers. Most routes get them from an `onRequest` hook of their own;
 * the API's endpoints set them as they answer (route.ts), and an error or a not-found answer gets
 * them from the error and not-found handlers through `ensure`. None is a hook on every request: with
 * one, Fastify runs its hook chain for each request, and a kept read cost a sixth more
 * (docs/performance.md#cached-reads-and-health).
 */
export const installSecurityHeaders = (app: FastifyInstance, options: SecurityOptions): void => {
  const headers = headersByArea(options);
  const give: onRequestHookHandler = (request, reply, done) => {
    reply.headers(headers[areaOf(request.url)]);
    done();
  };
  app.decorate('securityHeaders', {
    data: headers.data,
    ensure: (request, reply) => {
      if (!reply.hasHeader('x-content-type-options')) reply.headers(headers[areaOf(request.url)]);
    },
  } satisfies SecurityHeaders);
  // Routes made from here on, in every scope, by any plugin: the hook first, before any of theirs.
  app.addHook('onRoute', (route) => {
    if (route.config?.answersWithDataHeaders === true) return;
    const theirs = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [give, ...theirs];
  });
};
