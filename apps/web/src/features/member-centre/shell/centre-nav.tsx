import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '../../../components/count-badge/count-badge';
import { useTranslation } from '../../../lib/use-translation';
import {
  centreLocation,
  type TCentreBadges,
  type TCentreConfig,
  type TCentreNavGroup,
} from '../../shared-centre/centre-config';
import styles from './centre-shell.module.css';

type TCentreNavProps<TPage extends string> = {
  config: TCentreConfig<TPage>;
  /** The groups as shown: the config's, less the pages this member does not have. */
  groups: readonly TCentreNavGroup<TPage>[];
  page: TPage;
  badges: TCentreBadges<TPage>;
};

/** The grouped side navigation (a scrolling row of tabs on phones); the open page is aria-current. */
export const CentreNav = <TPage extends string>({ config, groups, page, badges }: TCentreNavProps<TPage>) => {
  const { t } = useTranslation();
  const location = useLocation();
  const baseId = useId();
  const currentLink = useRef<HTMLAnchorElement>(null);

  // On phones the tabs scroll sideways: keep the open page's tab in sight.
  useEffect(() => {
    currentLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page]);

  return (
    <nav className={styles.nav} aria-label={t(config.navLabelKey)}>
      {groups.map((group, index) => {
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
                      to={centreLocation(location, config.param, target)}
                      replace
                      aria-current={target === page ? 'page' : undefined}
                    >
                      <span className={styles.linkLabel}>{t(config.labelKeys[target])}</span>
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
