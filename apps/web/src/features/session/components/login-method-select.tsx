import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons/shell-icons';
import { useTranslation } from '../../../lib/use-translation';
import type { TLoginMethod } from '../login/login-methods';
import styles from './login-method-select.module.css';

/** The option list hides this long after focus leaves it, so a click on an option still lands (docs/product.md §2). */
export const LIST_HIDE_DELAY_MS = 200;

type TLoginMethodSelectProps = {
  value: TLoginMethod;
  methods: readonly TLoginMethod[];
  onChange: (method: TLoginMethod) => void;
};

/**
 * The header's username/SMS switch: a button with a listbox. Arrow keys move,
 * Enter or Space chooses, Escape closes; the list hides 200 ms after blur.
 */
export const LoginMethodSelect = ({ value, methods, onChange }: TLoginMethodSelectProps) => {
  const { t } = useTranslation();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);

  const labelOf = (method: TLoginMethod) => (method === 'sms' ? t('auth.tab_sms') : t('auth.tab_username'));

  const cancelHide = () => window.clearTimeout(hideTimer.current);
  useEffect(() => cancelHide, []);

  useEffect(() => {
    if (isOpen) listRef.current?.focus();
  }, [isOpen]);

  const open = () => {
    cancelHide();
    setActiveIndex(Math.max(0, methods.indexOf(value)));
    setIsOpen(true);
  };

  const close = (shouldReturnFocus: boolean) => {
    setIsOpen(false);
    if (shouldReturnFocus) buttonRef.current?.focus();
  };

  const choose = (method: TLoginMethod) => {
    onChange(method);
    close(true);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    cancelHide();
    hideTimer.current = window.setTimeout(() => setIsOpen(false), LIST_HIDE_DELAY_MS);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = methods.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, activeIndex + 1),
      ArrowUp: Math.max(0, activeIndex - 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActiveIndex(next);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const method = methods[activeIndex];
      if (method) choose(method);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  return (
    <div className={styles.root} onBlur={onBlur} onFocus={cancelHide}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-label={t('auth.login_method_current', { method: labelOf(value) })}
        data-testid="header-login-method"
        onClick={() => (isOpen ? close(false) : open())}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.value}>{labelOf(value)}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {isOpen && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          className={styles.list}
          aria-label={t('auth.login_methods')}
          aria-activedescendant={`${baseId}-option-${methods[activeIndex] ?? value}`}
          onKeyDown={onListKeyDown}
        >
          {methods.map((method, index) => (
            <li
              key={method}
              id={`${baseId}-option-${method}`}
              role="option"
              aria-selected={method === value}
              className={[styles.option, index === activeIndex ? styles.active : undefined]
                .filter(Boolean)
                .join(' ')}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => choose(method)}
            >
              {labelOf(method)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
