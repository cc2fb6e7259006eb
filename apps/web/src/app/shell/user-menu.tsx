// The user menu (spec 1 §2): greeting with the display name or first name, Settings, Contact us, Logout.
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UserView } from '@crashpad/shared/api/accounts';
import { logout } from '../../lib/auth-api';
import { Greeting, greetingClassNames } from './greeting';

export default function UserMenu({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
        <Menu.Item component={Link} to="/contact">
          {t('shell.contact')}
        </Menu.Item>
        {user.is_admin && (
          <Menu.Item component={Link} to="/admin/users">
            {t('admin.usersTitle')}
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
