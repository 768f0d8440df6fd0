/**
 * Short links (`/url/{name}`, docs/product/site.md#short-links): a shared link names where it was
 * shared, which is a source code. The visitor is sent to the site's home and the source is
 * remembered in a cookie for 30 days, so an account registered afterwards records it (decision
 * 016).
 */
import { sourceCodes, type SourceCode } from '@darsak/shared';

export const SOURCE_COOKIE = 'darsak_source';
/** The invite a link named (`/url/{source}?invite={code}`, decision 027), beside its source. */
export const INVITE_COOKIE = 'darsak_invite';
export const SOURCE_COOKIE_DAYS = 30;

/** The source a short link's name stands for; unknown names have none. */
export const sourceOfLink = (name: string): SourceCode | null =>
  (sourceCodes as readonly string[]).includes(name.toLowerCase())
    ? (name.toLowerCase() as SourceCode)
    : null;

/** Where a short link sends its visitor: a page of the site given in `to`, else the home page. */
export const targetOf = (to: unknown): string =>
  typeof to === 'string' && /^\/(?!\/)[a-z0-9/-]*$/.test(to) ? to : '/';

/** An invite code as links carry it; anything else is not kept. */
export const inviteCodeOf = (value: unknown): string | null =>
  typeof value === 'string' && /^[a-z0-9]{10}$/.test(value) ? value : null;

export const sourceCookie = (source: SourceCode, secure: boolean): string =>
  rememberCookie(SOURCE_COOKIE, source, secure);

export const inviteCookie = (code: string, secure: boolean): string =>
  rememberCookie(INVITE_COOKIE, code, secure);

const rememberCookie = (name: string, value: string, secure: boolean): string =>
  [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${SOURCE_COOKIE_DAYS * 24 * 60 * 60}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

const cookieValue = (header: string | undefined, name: string): string | null => {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name && value) return value;
  }
  return null;
};

/** The source remembered in a request's cookies, if it is one of the known codes. */
export const sourceFromCookies = (header: string | undefined): SourceCode | null => {
  const value = cookieValue(header, SOURCE_COOKIE);
  return value ? sourceOfLink(value) : null;
};

/** The invite code remembered in a request's cookies, if it has an invite code's form. */
export const inviteFromCookies = (header: string | undefined): string | null =>
  inviteCodeOf(cookieValue(header, INVITE_COOKIE));
