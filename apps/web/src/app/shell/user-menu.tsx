// The user menu: greeting with the display name or first name, Settings, My CrashPad Rentals (a member with
// invitations or rentals; docs/decisions/053-settings-tabs-header-and-form-details.md), Contact us, Logout.
import { Button, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UserView } from '@crashpad/shared/api/accounts';
import { logout } from '../../lib/auth-api';
import { myRentalsQuery } from '../../lib/rental-queries';
import { useSite } from '../../lib/site';
import { Greeting, greetingClassNames } from './greeting';

export default function UserMenu({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The header's read (nav-links.tsx): invitations, then accepted and ended rentals.
  const rentals = useQuery(myRentalsQuery(user.id));
  const hasRentals = (rentals.data?.total ?? 0) > 0;
  const { flags } = useSite();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          px={{ base: 'xs', sm: 'md' }}
          aria-label={t('shell.userMenu')}
          classNames={greetingClassNames}
        >
          <Greeting text={t('shell.greeting', { name: user.display_name || user.first_name })} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/account-setting">
          {t('shell.settings')}
        </Menu.Item>
        {/* the member's rentals, also once no invitation waits (the header's link; docs/decisions/053) */}
        {hasRentals && (
          <Menu.Item component={Link} to="/my-crashpad">
            {t('shell.myRentals')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/contact">
          {t('shell.contact')}
        </Menu.Item>
        {user.is_admin && (
          <Menu.Item component={Link} to="/admin/users">
            {t('admin.usersTitle')}
          </Menu.Item>
        )}
        {user.is_admin && (
          // Page views, visitors and the sign-up funnel (docs/decisions/064); the label stays out of the first
          // page's texts, as the next ones'.
          <Menu.Item component={Link} to="/admin/analytics">
            {t('shell.adminAnalytics', 'Analytics')}
          </Menu.Item>
        )}
        {user.is_admin && (flags.events || flags.specialOffers) && (
          // The admin's events and special offers (docs/decisions/062); the label stays out of the first page's
          // texts, as the next one's.
          <Menu.Item component={Link} to="/admin/feeds">
            {t('shell.adminFeeds', 'Events and offers')}
          </Menu.Item>
        )}
        {user.is_admin && (
          // The label stays out of the first page's texts (vocabularies/en.json loads with its page).
          <Menu.Item component={Link} to="/translations">
            {t('shell.translations', 'Translations')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          // red.9: Mantine's red.6 is 3.3:1 on white (docs/decisions/018-walk-through-fixes.md)
          color="red.9"
          onClick={() => {
            void logout().then(() => navigate('/'));
          }}
        >
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
