// The global route guard (docs/product/specification/1-accounts-and-shell.md §6): auth routes send guests to /login, lister routes send others to /.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentSession, isLister } from '../lib/session';

export function requireAuth({ request }: LoaderFunctionArgs) {
  if (currentSession()) return null;
  const url = new URL(request.url);
  // The request carries no hash; on a first load the address bar still has it (#tab links).
  const hash = window.location.pathname === url.pathname ? window.location.hash : '';
  throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search + hash)}`);
}

export function requireLister() {
  if (isLister(currentSession()?.user)) return null;
  throw redirect('/');
}

/** Lister pages (docs/product/specification/2-listings-and-tenants.md §5 "Access"): guests log in first, members without a lister plan go home. */
export function requireListerAuth(args: LoaderFunctionArgs) {
  requireAuth(args);
  return requireLister();
}

export function guestOnly() {
  if (currentSession()) throw redirect('/');
  return null;
}

export function requireAdmin(args: LoaderFunctionArgs) {
  requireAuth(args);
  if (currentSession()?.user.is_admin) return null;
  throw redirect('/');
}
