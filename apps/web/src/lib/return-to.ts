// Where a member goes back to after logging in (docs/product/specification/1-accounts-and-shell.md §6 "Access"): the page they were on or were going to,
// carried as ?next=. Only a path of this site is followed, so the login page cannot be used to send a member to
// another site (an open redirect).

/** A path of this site from ?next=, or null for anything else (another origin, the login page itself). */
export function safeNext(next: string | null, origin = window.location.origin): string | null {
  if (!next || !next.startsWith('/')) return null;
  let url: URL;
  try {
    // The browser's own parser decides: backslashes, tabs and a second slash all turn into another host here.
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/login') return null;
  return url.pathname + url.search + url.hash;
}

/** The login page, returning to `path` afterwards. */
export function loginTo(path: string): string {
  return safeNext(path) ? `/login?next=${encodeURIComponent(path)}` : '/login';
}
