/**
 * Security headers on every answer (decision 010): what a browser may load and do on each kind of
 * page, no type sniffing, no framing, a quiet referrer, HTTPS only in production, and uploads that
 * can never run as a page.
 */
import type { FastifyInstance } from 'fastify';

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

/** The headers of each area, worked out once. */
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

/**
 * Every answer gets its area's headers from one hook on every request, the first to run: API
 * answers, the apps' pages and files, uploads, errors and not-found answers alike. A route or a
 * plugin may then set its own (the API reference brings its content policy).
 */
export const installSecurityHeaders = (app: FastifyInstance, options: SecurityOptions): void => {
  const headers = headersByArea(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers[areaOf(request.url)]);
    done();
  });
};
