import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site';
import { LanguageMenu } from './language-menu';
import { NavLinks } from './nav-links';

/** The phone-width menu, loaded the first time the burger is pressed. */
export default function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { wording } = useSite();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={wording.siteName}
      size="xs"
      position="right"
      closeButtonProps={{ 'aria-label': t('shell.closeMenu') }}
    >
      <Stack component="nav" aria-label={t('shell.mainNav')} gap={4}>
        <NavLinks onNavigate={onClose} />
        <LanguageMenu />
      </Stack>
    </Drawer>
  );
}
