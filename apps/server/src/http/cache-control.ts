// Answers of the API are not kept by browsers or proxies (docs/decisions/013-input-hygiene-and-logs.md): most
// depend on who asks, and one kept in a shared browser or cache would show a member's data to the next person.
// A route that answers the same to everyone may say so with its own Cache-Control (the country and city
// lists do); an answer that read a session is never kept, whatever its route said.
//
// The public reads a guest makes most — an airport's search pages, a listing, an airport — must be fresh at once
// (a lister's change shows on the next search), so they are kept but asked again every time: `public, no-cache`
// with an ETag of the answer, and 304 with no body when the browser already holds it (docs/decisions/038).
import { crc32 } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from './auth';

/** Kept by the browser and shared caches, revalidated on every use. */
const REVALIDATED = 'public, no-cache';
/** An If-None-Match longer than this (more than a few ETags) is not read. */
const MAX_IF_NONE_MATCH = 512;

/**
 * Marks a guest's answer as the same for every guest, to be revalidated by its ETag. A signed-in member's
 * answer still gets no-store (the hook below); `vary` names the request headers the answer depends on.
 */
export function revalidatedByGuests(reply: FastifyReply, vary: string[] = []): void {
  reply.header('cache-control', REVALIDATED).header('vary', ['Authorization', ...vary].join(', '));
}

/** true when the If-None-Match header names this ETag (or any, with `*`), compared weakly. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header || header.length > MAX_IF_NONE_MATCH) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * The answer's weak ETag (weak: the same answer is sent as it is or compressed; @fastify/compress runs after the
 * hook): its length and CRC-32 (docs/decisions/038). A CRC tells apart any two answers of one length that differ
 * in one run of up to 32 bits, as a lister's edit of a price or a count does, and other changes but for one in
 * 4 billion; it costs a fifth of a SHA-1 (5 µs against 24 µs for a 15 KB search page, docs/performance.md).
 */
export function answerTag(body: Buffer): string {
  return `W/"${body.length.toString(36)}-${crc32(body).toString(36)}"`;
}

/** onSend hook of the API. */
export async function noStoreUnlessPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const revalidated = reply.getHeader('cache-control') === REVALIDATED;
  // A revalidated answer to a member is not kept, also on routes that do not read the session (the token is
  // enough to tell), nor is a refusal (404, 400) of those routes; lists public for everyone stay public.
  const notForGuests = revalidated && (bearerToken(request) !== null || reply.statusCode !== 200);
  if (request.auth || !reply.hasHeader('cache-control') || notForGuests) {
    reply.header('cache-control', 'no-store');
    return payload;
  }
  if (!revalidated || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  // Encoded once, checked in one call, and sent as those bytes: this runs on every guest's search and listing page.
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const etag = answerTag(body);
  reply.header('etag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return body;
  // no body and no Content-Length (a 304's length would have to be the full answer's)
  reply.code(304).removeHeader('content-type');
  return null;
}
