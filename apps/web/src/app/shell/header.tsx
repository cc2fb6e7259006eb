// Header (docs/product/specification/1-accounts-and-shell.md §2): logo, the navigation links, the user menu when signed in, the language selector.
import { Suspense, lazy, useState } from 'react';
import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import type { UserView } from '@crashpad/shared/api/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useSite } from '../../lib/site';
import { Greeting, greetingClassNames } from './greeting';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import classes from './shell.module.css';

const MobileNav = lazy(() => import('./mobile-nav'));
// The menu's popover code loads after the first paint, and only for members.
const UserMenu = lazy(() => import('./user-menu'));
const MessagesShortcut = lazy(() => import('./member-shell').then((m) => ({ default: m.MessagesShortcut })));
// Only while an admin acts as a member: its mutation code stays out of the first load.
const ReturnToAdmin = lazy(() => import('./return-to-admin').then((m) => ({ default: m.ReturnToAdmin })));

function ReturnToAdminSlot() {
  return (
    <Suspense fallback={null}>
      <ReturnToAdmin />
    </Suspense>
  );
}

function UserMenuSlot({ user }: { user: UserView }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Button
          variant="subtle"
          px={{ base: 'xs', sm: 'md' }}
          aria-label={t('shell.userMenu')}
          disabled
          classNames={greetingClassNames}
        >
          <Greeting text={t('shell.greeting', { name: user.display_name || user.first_name })} />
        </Button>
      }
    >
      <UserMenu user={user} />
    </Suspense>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { wording } = useSite();
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const [mobileLoaded, setMobileLoaded] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap={0} className={classes.bar}>
          <Anchor
            component={Link}
            to="/"
            underline="never"
            className={classes.logo}
            aria-label={`${wording.siteName} home`}
          >
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <Text component="span" fw={800} fz={{ base: 'md', xs: 'lg' }} c="blue.9">
              {wording.siteName}
            </Text>
          </Anchor>
          <Group gap="xs" visibleFrom="md" component="nav" aria-label={t('shell.mainNav')} wrap="nowrap">
            <NavLinks />
            {session?.user.switched_by_admin && <ReturnToAdminSlot />}
            {session && <UserMenuSlot user={session.user} />}
            <LanguageMenu />
          </Group>
          <Group gap={0} hiddenFrom="md" wrap="nowrap" className={classes.memberControls}>
            {session?.user.switched_by_admin && <ReturnToAdminSlot />}
            {session && (
              <Suspense fallback={null}>
                <MessagesShortcut userId={session.user.id} />
              </Suspense>
            )}
            {session && <UserMenuSlot user={session.user} />}
            <Burger
              opened={opened}
              onClick={() => {
                setMobileLoaded(true);
                setOpened((o) => !o);
              }}
              aria-label={t('shell.menu')}
            />
          </Group>
        </Group>
      </Container>
      {mobileLoaded && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Box>
  );
}
