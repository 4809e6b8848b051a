import { useEffect, useId, useState } from 'react';
import type { TGameClassify } from '@site/contracts/domain';
import { CloseIcon } from '../../../components/icons/shell-icons';
import { VisuallyHidden } from '../../../components/visually-hidden/visually-hidden';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import { useTranslation } from '../../../lib/use-translation';
import { useDebouncedValue } from '../model/use-debounced-value';
import { SearchIcon } from '../tile/game-icons';
import styles from './lobby.module.css';

/** Quiet time before a typed search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const CLASSIFY_KEYS: Readonly<Record<TGameClassify, TMessageKey>> = {
  JP: tk('lobby.filter.JP'),
  TG: tk('lobby.filter.TG'),
  AC: tk('lobby.filter.AC'),
  SC: tk('lobby.filter.SC'),
  VP: tk('lobby.filter.VP'),
  BG: tk('lobby.filter.BG'),
};

type TLobbyToolbarProps = {
  search: string;
  onSearch: (text: string) => void;
  filters: readonly TGameClassify[];
  classify: TGameClassify | null;
  onClassify: (classify: TGameClassify | null) => void;
};

/** The search box (debounced) and, on the slots page, the secondary filters. */
export const LobbyToolbar = ({ search, onSearch, filters, classify, onClassify }: TLobbyToolbarProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(search);
  const [lastSearch, setLastSearch] = useState(search);
  // The URL changed from elsewhere (back button): the box follows it.
  if (search !== lastSearch) {
    setLastSearch(search);
    setText(search);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled.trim() !== search.trim()) onSearch(settled);
    // Only a settled change of the box sends a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className={styles.toolbar}>
      {filters.length > 0 && (
        <div className={styles.filters} role="group" aria-label={t('lobby.filters')}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={classify === null}
            onClick={() => onClassify(null)}
          >
            {t('lobby.filter.all')}
          </button>
          {filters.map((code) => (
            <button
              key={code}
              type="button"
              className={styles.chip}
              aria-pressed={classify === code}
              onClick={() => onClassify(classify === code ? null : code)}
            >
              {t(CLASSIFY_KEYS[code])}
            </button>
          ))}
        </div>
      )}
      <div className={styles.search}>
        <label htmlFor={inputId} className={styles.searchIcon}>
          <SearchIcon />
          <VisuallyHidden>{t('lobby.search_label')}</VisuallyHidden>
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.searchInput}
          value={text}
          maxLength={50}
          placeholder={t('lobby.search_placeholder')}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        {text && (
          <button
            type="button"
            className={styles.searchClear}
            aria-label={t('lobby.search_clear')}
            onClick={() => setText('')}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </div>
  );
};
