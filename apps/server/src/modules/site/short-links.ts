/**
 * Short links (`/url/{name}`, SPEC §2): a shared link names where it was shared, which is a SPEC §3
 * source code. The visitor is sent to the site's home and the source is remembered in a cookie for
 * 30 days, so an account registered afterwards records it (decision 016).
 */
import { sourceCodes, type SourceCode } from '@darsak/shared';

export const SOURCE_COOKIE = 'darsak_source';
export const SOURCE_COOKIE_DAYS = 30;

/** The source a short link's name stands for; unknown names have none. */
export const sourceOfLink = (name: string): SourceCode | null =>
  (sourceCodes as readonly string[]).includes(name.toLowerCase())
    ? (name.toLowerCase() as SourceCode)
    : null;

/** Where a short link sends its visitor: a page of the site given in `to`, else the home page. */
export const targetOf = (to: unknown): string =>
  typeof to === 'string' && /^\/(?!\/)[a-z0-9/-]*$/.test(to) ? to : '/';

export const sourceCookie = (source: SourceCode, secure: boolean): string =>
  [
    `${SOURCE_COOKIE}=${source}`,
    'Path=/',
    `Max-Age=${SOURCE_COOKIE_DAYS * 24 * 60 * 60}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/** The source remembered in a request's cookies, if it is one of the known codes. */
export const sourceFromCookies = (header: string | undefined): SourceCode | null => {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === SOURCE_COOKIE && value) return sourceOfLink(value);
  }
  return null;
};
