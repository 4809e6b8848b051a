import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export type TTab<TId extends string> = { id: TId; label: string };

type TTabsProps<TId extends string> = {
  /** The enabled tabs only; with one tab no tab bar is drawn (docs/product.md: no tab bar). */
  tabs: readonly TTab<TId>[];
  value: TId;
  onChange: (id: TId) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  children: ReactNode;
};

export const Tabs = <TId extends string>({ tabs, value, onChange, label, children }: TTabsProps<TId>) => {
  const baseId = useId();
  const tabRefs = useRef(new Map<TId, HTMLButtonElement>());

  if (tabs.length <= 1) return <>{children}</>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === value);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <>
      <div className={styles.tablist} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${value}`}>
        {children}
      </div>
    </>
  );
};
