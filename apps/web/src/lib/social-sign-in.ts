// What this browser keeps while a member signs in or up with Google or Apple (docs/decisions/063-social-sign-in.md).
// - The departure: a random key made when the member sets out, kept in this tab's session storage with their
//   "keep me logged in" choice; the server hands what the provider's answer led to only to the browser that shows it.
// - A new member's verified identity (the one-time code and what the provider said), kept in local storage until the
//   sign-up is sent or the member drops it, like the rest of the sign-up (lib/signup-state.ts).
import type { SocialSignUpAnswer } from '@crashpad/shared/api/oauth';
import { readLocal, removeLocal, writeLocal } from './storage';

const DEPARTURE_KEY = 'social_departure';
const SIGN_UP_KEY = 'social_signup';

export type Departure = { browserKey: string; keep: boolean };

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A new departure: its key goes to POST /api/oauth/{provider}. */
export function depart(keep = false): Departure {
  const departure = { browserKey: randomKey(), keep };
  try {
    window.sessionStorage.setItem(DEPARTURE_KEY, JSON.stringify(departure));
  } catch {
    // Storage disabled: the landing page then says to start again.
  }
  return departure;
}

/** The departure of this tab, or null (another tab or browser set out, or it was already used). */
export function departure(): Departure | null {
  try {
    const raw = window.sessionStorage.getItem(DEPARTURE_KEY);
    return raw ? (JSON.parse(raw) as Departure) : null;
  } catch {
    return null;
  }
}

export function arrived(): void {
  try {
    window.sessionStorage.removeItem(DEPARTURE_KEY);
  } catch {
    // see depart
  }
}

export type SocialSignUp = SocialSignUpAnswer & { code: string };

export function keepSocialSignUp(code: string, answer: SocialSignUpAnswer): void {
  writeLocal(SIGN_UP_KEY, { ...answer, code } satisfies SocialSignUp);
}

/** The new member's verified identity, while its code is good. */
export function socialSignUp(now = Date.now()): SocialSignUp | null {
  const kept = readLocal<SocialSignUp>(SIGN_UP_KEY);
  if (!kept?.code || !kept.email) return null;
  if (new Date(kept.expires_at).getTime() <= now) {
    removeLocal(SIGN_UP_KEY);
    return null;
  }
  return kept;
}

export function dropSocialSignUp(): void {
  removeLocal(SIGN_UP_KEY);
}
