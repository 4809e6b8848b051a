import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import type { TVendor } from '@site/contracts/api';
import { ChevronRightIcon } from '../../../components/icons/shell-icons';
import { ImageWithFallback } from '../../../components/image/image-with-fallback';
import { useMediaQuery, WIDE_HEADER_QUERY } from '../../../lib/media-query';
import { useTranslation } from '../../../lib/use-translation';
import { useVendors } from '../api/use-vendors';
import { useGames } from '../launch/games-context';
import { buildNavigation, categoryRoute, type TNavEntry, type TNavLabel } from '../model/navigation';
import { VENDOR_LOGO_RATIO } from '../tile/vendor-logo';
import styles from './game-nav.module.css';

const EMPTY: never[] = [];

const linkClassName = (isActive: boolean) =>
  [styles.link, isActive ? styles.active : undefined].filter(Boolean).join(' ');

const useLabel = () => {
  const { t } = useTranslation();
  return (label: TNavLabel) => (label.kind === 'key' ? t(label.key) : label.text);
};

type TDropdownProps = {
  id: string;
  entry: TNavEntry;
  label: string;
  onPick: (vendor: TVendor) => void;
  onDone: () => void;
};

/** The drop-down of an entry: its first vendors as tiles, then "more" when the category has that many. */
const VendorDropdown = ({ id, entry, label, onPick, onDone }: TDropdownProps) => {
  const { t } = useTranslation();
  const moreRoute = entry.category ? categoryRoute(entry.category) : null;
  return (
    <div
      id={id}
      className={styles.dropdown}
      role="group"
      aria-label={t('nav.vendors_of', { category: label })}
    >
      <ul className={styles.vendorList}>
        {entry.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className={styles.vendorTile}
              onClick={() => {
                onPick(vendor);
                onDone();
              }}
            >
              <ImageWithFallback
                src={vendor.iconUrl}
                alt=""
                aspectRatio={VENDOR_LOGO_RATIO}
                className={styles.vendorIcon}
                imageClassName={styles.vendorImage}
              />
              <span className={styles.vendorName}>{vendor.displayName}</span>
              {vendor.isUnderMaintenance && (
                <span className={styles.vendorBadge}>{t('games.tile.maintenance')}</span>
              )}
            </button>
          </li>
        ))}
        {entry.hasMore && moreRoute && (
          <li>
            <Link to={moreRoute} className={[styles.vendorTile, styles.moreTile].join(' ')} onClick={onDone}>
              <span className={styles.moreIcon}>
                <ChevronRightIcon />
              </span>
              <span className={styles.vendorName}>{t('nav.more', { category: label })}</span>
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
};

/**
 * The main menu built from `games.vendors` (docs/product.md §2): home, each game
 * category, promotions. On wide screens a category opens a drop-down of its
 * vendors on hover or keyboard focus (Arrow Down enters it, Escape leaves).
 */
export const GameNav = () => {
  const { t } = useTranslation();
  const labelOf = useLabel();
  const { pathname } = useLocation();
  const vendors = useVendors();
  const { open } = useGames();
  const isWide = useMediaQuery(WIDE_HEADER_QUERY, true);
  const [openId, setOpenId] = useState<string | null>(null);
  const triggers = useRef(new Map<string, HTMLElement>());
  const entries = buildNavigation(vendors.data?.categories ?? EMPTY);

  const close = () => setOpenId(null);

  // Focus arriving from outside opens the drop-down; focus moving back from a tile (Escape) does not.
  const onItemFocus = (entry: TNavEntry, event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(entry.id);
  };

  const onItemBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const onItemKeyDown = (entry: TNavEntry, event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && openId === entry.id) {
      event.preventDefault();
      close();
      triggers.current.get(entry.id)?.focus();
    }
    if (event.key === 'ArrowDown' && event.target === triggers.current.get(entry.id)) {
      event.preventDefault();
      // The drop-down is drawn at once, so its first tile can take focus now (not on a later frame).
      flushSync(() => setOpenId(entry.id));
      event.currentTarget.querySelector<HTMLElement>(`.${styles.vendorTile}`)?.focus();
    }
  };

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const label = labelOf(entry.label);
          const hasDropdown = isWide && entry.vendors.length > 0;
          const isOpen = hasDropdown && openId === entry.id;
          const dropdownId = `nav-dropdown-${entry.id}`;
          const setTrigger = (node: HTMLElement | null) => {
            if (node) triggers.current.set(entry.id, node);
            else triggers.current.delete(entry.id);
          };
          const popupProps = hasDropdown
            ? { 'aria-expanded': isOpen, 'aria-controls': isOpen ? dropdownId : undefined }
            : {};
          return (
            <li
              key={entry.id}
              className={styles.item}
              onMouseEnter={hasDropdown ? () => setOpenId(entry.id) : undefined}
              onMouseLeave={hasDropdown ? close : undefined}
              onFocus={hasDropdown ? (event) => onItemFocus(entry, event) : undefined}
              onBlur={hasDropdown ? onItemBlur : undefined}
              onKeyDown={hasDropdown ? (event) => onItemKeyDown(entry, event) : undefined}
            >
              {entry.target.kind === 'route' ? (
                <NavLink
                  ref={setTrigger}
                  to={entry.target.to}
                  end={entry.target.to === '/'}
                  className={({ isActive }) => linkClassName(isActive)}
                  onClick={close}
                  {...popupProps}
                >
                  {label}
                </NavLink>
              ) : (
                <button
                  ref={setTrigger}
                  type="button"
                  className={linkClassName(
                    entry.category !== null && pathname === categoryRoute(entry.category),
                  )}
                  onClick={() => {
                    if (entry.target.kind === 'vendor') open({ kind: 'vendor', vendor: entry.target.vendor });
                    close();
                  }}
                  {...popupProps}
                >
                  {label}
                </button>
              )}
              {isOpen && (
                <VendorDropdown
                  id={dropdownId}
                  entry={entry}
                  label={label}
                  onPick={(vendor) => open({ kind: 'vendor', vendor })}
                  onDone={close}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
