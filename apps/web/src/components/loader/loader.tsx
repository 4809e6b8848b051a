import styles from './loader.module.css';

/** An inline spinner; decorative, the surrounding control says what is loading. */
export const Spinner = ({ className }: { className?: string }) => (
  <span className={[styles.spinner, className].filter(Boolean).join(' ')} aria-hidden="true" />
);

/** A block-level loading indicator with an accessible label. */
export const Loader = ({ label }: { label: string }) => (
  <div className={styles.block} role="status">
    <Spinner />
    <span className={styles.label}>{label}</span>
  </div>
);

/** Covers the page while a blocking action (such as signing out) runs. */
export const BlockingLoader = ({ label }: { label: string }) => (
  <div className={styles.overlay} role="status" aria-label={label}>
    <Spinner />
  </div>
);

/**
 * The start-up screen: the brand mark and a spinner, with no text, because it
 * shows before the merchant's name and language are known.
 */
export const BrandLoader = ({ label }: { label: string }) => (
  <div className={styles.brand} role="status" aria-label={label}>
    <div className={styles.brandMark}>
      <span className={styles.brandRing} />
      <svg className={styles.brandStar} viewBox="0 0 64 64" aria-hidden="true">
        <path
          fill="currentColor"
          d="M32 6l7.6 15.4 17 2.5-12.3 12 2.9 16.9L32 44.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"
        />
      </svg>
    </div>
  </div>
);
