import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CountBadge } from '../../../components/count-badge/count-badge';
import {
  CENTRE_NAV_GROUPS,
  CENTRE_PAGE_LABEL_KEYS,
  type TCentreBadges,
  type TMemberCentrePage,
} from '../../../lib/member-centre/centre-pages';
import { centreLocation } from '../../../lib/member-centre/member-centre-context';
import { useTranslation } from '../../../lib/use-translation';
import styles from './member-centre.module.css';

type TCentreNavProps = {
  page: TMemberCentrePage;
  badges: TCentreBadges;
};

/** The grouped side navigation (a scrolling row of tabs on phones); the open page is aria-current. */
export const CentreNav = ({ page, badges }: TCentreNavProps) => {
  const { t } = useTranslation();
  const location = useLocation();
  const baseId = useId();
  const currentLink = useRef<HTMLAnchorElement>(null);

  // On phones the tabs scroll sideways: keep the open page's tab in sight.
  useEffect(() => {
    currentLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page]);

  return (
    <nav className={styles.nav} aria-label={t('member_centre.nav')}>
      {CENTRE_NAV_GROUPS.map((group, index) => {
        const labelId = `${baseId}-group-${index}`;
        return (
          <div key={group.labelKey} className={styles.group}>
            <p id={labelId} className={styles.groupLabel}>
              {t(group.labelKey)}
            </p>
            <ul className={styles.links} aria-labelledby={labelId}>
              {group.pages.map((target) => {
                const count = badges[target] ?? 0;
                return (
                  <li key={target}>
                    <Link
                      ref={target === page ? currentLink : undefined}
                      className={styles.link}
                      to={centreLocation(location, target)}
                      replace
                      aria-current={target === page ? 'page' : undefined}
                    >
                      <span className={styles.linkLabel}>{t(CENTRE_PAGE_LABEL_KEYS[target])}</span>
                      <CountBadge count={count} label={t('member_centre.badge_new', { count })} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
};
