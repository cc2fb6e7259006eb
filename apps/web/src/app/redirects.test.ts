// docs/product/specification/3-money-and-messaging.md §2.8's /dashboard and /search lead to today's pages (docs/decisions/047-where-members-land.md).
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import { clearSession, storeSession } from '../lib/session';
import { routes } from './router';

afterEach(() => clearSession());

/** Where the address bar ends up after opening `path`. */
async function landing(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((done) => {
    if (router.state.initialized) return done();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        done();
      }
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return pathname + search;
}

describe('old addresses', () => {
  it('leads /search to the airports', async () => {
    expect(await landing('/search')).toBe('/airports');
  });

  it("leads /dashboard to a lister's crashpads, and a guest through the login page", async () => {
    expect(await landing('/dashboard')).toBe('/login?next=%2Fdashboard');
    storeSession({ token: 'tok', user: { id: 9, user_plan: 'pro', is_admin: false } as UserView });
    expect(await landing('/dashboard')).toBe('/my-crashpads');
  });
});
