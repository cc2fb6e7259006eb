// Random tokens for single-use links, stored only as hashes (docs/decisions/008-accounts-and-sessions.md).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as hashes: a copy of the database does not give working links. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A token that names a member for one purpose without being stored (an e-mail's unsubscribe link): the id and
 * an HMAC-SHA256 of purpose and id under a key derived from `secret` for that purpose, so a token made for one
 * purpose never works for another and nobody without the secret can make one.
 */
export function signedToken(secret: Uint8Array, purpose: string, id: number): string {
  return `${id}.${signature(secret, purpose, id)}`;
}

/** The id a signed token names, or null when it is malformed or its signature does not match. */
export function verifySignedToken(secret: Uint8Array, purpose: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, purpose, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

function signature(secret: Uint8Array, purpose: string, id: number): string {
  const key = createHmac('sha256', secret).update(`purpose:${purpose}`).digest();
  return createHmac('sha256', key).update(String(id)).digest('base64url');
}
