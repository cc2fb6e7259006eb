// A purchase attempt's key (docs/decisions/016-plan-changes-and-proration.md): a doubled click or a resent request
// carries the same key and is charged once; a new attempt gets a new one.

/** getRandomValues, not randomUUID, which only exists on https and localhost. */
export function newAttempt(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
