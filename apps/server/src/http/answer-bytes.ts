// An answer put together from pieces of JSON text (the search's cards and the listing's stored text come from the
// database already encoded; docs/decisions/037, 039) is encoded straight into one buffer, piece by piece. Joining
// the pieces first would make V8 copy the whole answer into a new string before encoding it: one more copy of
// every answer in the young generation, which the garbage collector pays for (docs/performance.md, "A cheaper
// ETag, answers encoded piece by piece, and what a 500,000 search costs").

/**
 * The UTF-8 bytes of the pieces one after the other, in one buffer of exactly their size. Each piece is encoded on
 * its own, so no piece may end inside a surrogate pair (the callers cut JSON text at `{`, `}`, `[`, `]` or `,`).
 */
export function answerBytes(pieces: readonly string[]): Buffer {
  let size = 0;
  for (const piece of pieces) size += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at);
  return bytes;
}
