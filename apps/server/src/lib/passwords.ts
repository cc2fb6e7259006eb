// argon2id password hashes (docs/decisions/008-accounts-and-sessions.md); passwords are never logged or returned.
// In lib/ because the accounts module and the demo seeds both hash passwords.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2, p=1), the OWASP baseline.
  return hash(password);
}

export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so both answers take the same time. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hash('decoy password that matches nothing');
  return decoy;
}
