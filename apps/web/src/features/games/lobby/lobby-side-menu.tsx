import type { ReactNode } from 'react';
import type { TVendor } from '@site/contracts/api';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useTranslation } from '../../../lib/use-translation';
import type { TLobbyState } from '../model/lobby-query';
import { GridIcon, HeartIcon, HistoryIcon } from '../tile/game-icons';
import { VENDOR_LOGO_RATIO } from '../tile/vendor-logo';
import styles from './lobby.module.css';

export type TLobbySelection =
  { view: 'all' } | { view: 'vendor'; vassalage: string } | { view: 'favourites' | 'recent' };

type TLobbySideMenuProps = {
  vendors: readonly TVendor[] | undefined;
  state: TLobbyState;
  onSelect: (selection: TLobbySelection) => void;
};

const itemClass = (isCurrent: boolean) =>
  [styles.menuItem, isCurrent ? styles.menuCurrent : undefined].filter(Boolean).join(' ');

/** The lobby's side menu (docs/product.md §2): all games, each vendor, favourites, recent. */
export const LobbySideMenu = ({ vendors, state, onSelect }: TLobbySideMenuProps) => {
  const { t } = useTranslation();
  const item = (isCurrent: boolean, onClick: () => void, icon: ReactNode, label: string, key: string) => (
    <li key={key}>
      <button
        type="button"
        className={itemClass(isCurrent)}
        aria-current={isCurrent || undefined}
        onClick={onClick}
      >
        <span className={styles.menuIcon}>{icon}</span>
        <span className={styles.menuLabel}>{label}</span>
      </button>
    </li>
  );
  return (
    <nav className={styles.sideMenu} aria-label={t('lobby.side_menu')}>
      <ul className={styles.menuList}>
        {item(
          state.view === 'all',
          () => onSelect({ view: 'all' }),
          <GridIcon />,
          t('lobby.all_games'),
          'all',
        )}
        {vendors
          ? vendors.map((vendor) =>
              item(
                state.view === 'vendor' && state.vassalage === vendor.vassalage,
                () => onSelect({ view: 'vendor', vassalage: vendor.vassalage }),
                <ImageWithFallback
                  src={vendor.iconUrl}
                  alt=""
                  aspectRatio={VENDOR_LOGO_RATIO}
                  className={styles.menuVendorIcon}
                  imageClassName={styles.menuVendorImage}
                />,
                vendor.displayName,
                `vendor-${vendor.vassalage}`,
              ),
            )
          : [0, 1, 2, 3].map((index) => (
              <li key={`skeleton-${index}`} aria-hidden="true">
                <Skeleton className={styles.menuSkeleton} />
              </li>
            ))}
      </ul>
      <ul className={[styles.menuList, styles.menuListSecondary].join(' ')}>
        {item(
          state.view === 'favourites',
          () => onSelect({ view: 'favourites' }),
          <HeartIcon />,
          t('lobby.favourites'),
          'favourites',
        )}
        {item(
          state.view === 'recent',
          () => onSelect({ view: 'recent' }),
          <HistoryIcon />,
          t('lobby.recent'),
          'recent',
        )}
      </ul>
    </nav>
  );
};
