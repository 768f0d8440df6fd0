/**
 * Public reads a browser and a CDN may reuse (the tutors list, a tutor's page and free times,
 * topics, plans; docs/decisions/059-tutor-listing-read-model.md): each answer carries an ETag (a digest of
 * its bytes), and a request that already holds those bytes (If-None-Match) gets 304 with no body.
 * A browser revalidates every time (max-age=0), so a list changed a moment ago shows at once; a
 * shared cache may answer for a few seconds on its own (s-maxage). An answer to a signed-in request
 * may differ by who asks: it stays private to that browser.
 */
import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type SharedCaching = {
  /** Seconds a shared cache may answer without asking the server. */
  sharedSeconds: number;
};

/** A digest of the bytes (one-shot hashing: a few microseconds for a page of tutors). */
export const etagOf = (payload: string | Buffer): string =>
  `"${hash('sha1', payload, 'base64url')}"`;

/** Whether If-None-Match names the ETag (a list of tags, weak or strong, or `*`). */
export const matchesEtag = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a public read's answer, written by its route's serializer (`reply.serialize`), with its
 * caching headers, or 304 and no body to a request that already holds those bytes.
 */
export const sendCached = ({ sharedSeconds }: SharedCaching) => {
  const publicControl = `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds * 3}`;
  return (request: FastifyRequest, reply: FastifyReply, value: unknown): void => {
    const body = reply.serialize(value) as string;
    const etag = etagOf(body);
    reply.header('etag', etag);
    reply.header('vary', 'authorization');
    reply.header(
      'cache-control',
      request.headers.authorization === undefined ? publicControl : 'private, max-age=0',
    );
    if (matchesEtag(request.headers['if-none-match'], etag)) reply.code(304).send();
    else reply.type(JSON_TYPE).send(body);
  };
};
