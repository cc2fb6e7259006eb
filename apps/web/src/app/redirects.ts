// Routes of docs/product/specification/3-money-and-messaging.md §2.8 whose pages are now called otherwise: they lead to the page that does their job
// (docs/decisions/047-where-members-land.md).
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { homeFor, landingNeedsRentals, SEEKER_HOME } from '../lib/destinations';
import { myRentalsQuery } from '../lib/rental-queries';
import { currentSession } from '../lib/session';
import { requireAuth } from './guards';
import { queryClient } from './providers';

/** /dashboard: the member's own home, the page they land on after logging in; a guest logs in first. */
export async function toDashboard(args: LoaderFunctionArgs) {
  requireAuth(args);
  const user = currentSession()!.user;
  const rentals = landingNeedsRentals(user)
    ? await queryClient.fetchQuery(myRentalsQuery(user.id)).catch(() => undefined)
    : undefined;
  return redirect(homeFor(user, rentals));
}

/** /search: the search by airport starts at the airports. */
export function toSearch() {
  return redirect(SEEKER_HOME);
}
