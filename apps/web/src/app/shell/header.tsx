// Header (spec 1 §2): logo, Home, Contact us and the language selector. The account items (create account,
// login, messages, my crashpad, my crew, user menu) join with accounts (#3).
import { Suspense, lazy, useState } from 'react';
import { Anchor, Box, Burger, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/site';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';
import classes from './shell.module.css';

const MobileNav = lazy(() => import('./mobile-nav'));

export function Header() {
  const { t } = useTranslation();
  const { wording } = useSite();
  const [opened, setOpened] = useState(false);
  const [mobileLoaded, setMobileLoaded] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            underline="never"
            className={classes.logo}
            aria-label={`${wording.siteName} home`}
          >
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <Text component="span" fw={800} fz="lg" c="blue.9">
              {wording.siteName}
            </Text>
          </Anchor>
          <Group gap="xs" visibleFrom="sm" component="nav" aria-label={t('shell.mainNav')} wrap="nowrap">
            <NavLinks />
            <LanguageMenu />
          </Group>
          <Group gap={4} hiddenFrom="sm" wrap="nowrap">
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
