import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './shell.module.css';

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const links = [
    { to: '/', label: t('shell.home') },
    { to: '/airports', label: t('shell.airports') },
    { to: '/contact', label: t('shell.contact') },
  ];
  return links.map((l) => (
    <NavLink key={l.to} to={l.to} end className={classes.navLink} onClick={onNavigate}>
      {l.label}
    </NavLink>
  ));
}
