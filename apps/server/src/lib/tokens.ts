// Random tokens for single-use links, stored only as hashes (docs/decisions/008-accounts-and-sessions.md).
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as hashes: a copy of the database does not give working links. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
