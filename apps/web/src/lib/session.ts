// The stored session token (spec 1 §4 "Session"). Sign-in itself arrives with accounts (#3).
import { readLocal, removeLocal } from './storage';

export const SESSION_KEYS = [
  'token',
  'user',
  'temp_user',
  'pendingInvitesAcknowledged',
  'setupPaymentMethodAcknowledged',
];

/** The stored token with any quotes stripped (spec 1 §7). */
export function storedToken(): string | null {
  const token = readLocal<string>('token');
  return typeof token === 'string' && token.length > 0 ? token.replace(/"/g, '') : null;
}

export function clearSession(): void {
  removeLocal(...SESSION_KEYS);
}
