import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Suspense, lazy } from 'react';
import { NavLink, useLocation } from 'react-router';
import { loginTo } from '../../lib/return-to';
import { isLister, useSession } from '../../lib/session';
import { myRentalsQuery } from '../../lib/rental-queries';
import classes from './shell.module.css';

// Members only: the badge's code stays out of a visitor's first load.
const UnreadBadge = lazy(() => import('./member-shell').then((m) => ({ default: m.UnreadBadge })));

/**
 * Home, Create account and Login for guests; Contact us for everyone; My CrashPad Rentals for a member with
 * invitations they can still accept (the accepted rentals are in the user menu; docs/decisions/053); My Crew and
 * My CrashPads for listers. My messages, with the unread badge (docs/decisions/032-messaging-pages.md), for every
 * member.
 */
/** Pages that are part of signing in or up: logging in from them starts afresh rather than coming back. */
const NO_RETURN =
  /^\/(login|create-account|forgot|password|email|verify|notice-of-understanding|processing)(\/|$)/;

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  // The account prompts read the same answer (app/account-prompts.tsx); accepting or declining refreshes it.
  const rentals = useQuery({ ...myRentalsQuery(session?.user.id ?? 0), enabled: session !== null });
  // invitations whose link still works: the server leaves expired ones out of `invites`
  const hasInvites = session !== null && (rentals.data?.invites.length ?? 0) > 0;
  // Logging in from the header comes back to this page (lib/return-to.ts).
  const login = pathname === '/' || NO_RETURN.test(pathname) ? '/login' : loginTo(pathname + search + hash);
  const links = [
    { to: '/', label: t('shell.home') },
    { to: '/airports', label: t('shell.airports') },
    ...(session
      ? []
      : [
          { to: '/create-account', label: t('shell.createAccount') },
          { to: login, label: t('shell.login') },
        ]),
    ...(session ? [{ to: '/messages', label: t('shell.myMessages') }] : []),
    ...(hasInvites ? [{ to: '/my-crashpad', label: t('shell.myRentals') }] : []),
    ...(isLister(session?.user)
      ? [
          { to: '/my-crew', label: t('shell.myCrew') },
          { to: '/my-crashpads', label: t('shell.myCrashpads') },
        ]
      : []),
    { to: '/contact', label: t('shell.contact') },
  ];
  return links.map((l) => (
    <NavLink key={l.to} to={l.to} end={l.to === '/'} className={classes.navLink} onClick={onNavigate}>
      {l.label}
      {l.to === '/messages' && session && (
        <Suspense fallback={null}>
          <UnreadBadge userId={session.user.id} />
        </Suspense>
      )}
    </NavLink>
  ));
}
