import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import styles from './main-nav.module.css';

const navClassName = ({ isActive }: { isActive: boolean }) =>
  [styles.link, isActive ? styles.active : undefined].filter(Boolean).join(' ');

/** The main menu. Game categories join it when their pages exist. */
export const MainNav = () => {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <NavLink to={paths.home.path} end className={navClassName}>
        {t('nav.home')}
      </NavLink>
      <NavLink to={paths.promotions.path} className={navClassName}>
        {t('nav.promotions')}
      </NavLink>
    </nav>
  );
};
