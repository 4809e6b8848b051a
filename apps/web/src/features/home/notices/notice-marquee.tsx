import { type CSSProperties, useRef, useState } from 'react';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useInView } from '../../../lib/use-in-view';
import { useTranslation } from '../../../lib/use-translation';
import { useNotices } from '../api/use-notices';
import { MegaphoneIcon, PauseIcon, ResumeIcon } from '../home-icons';
import { LiveClock } from './live-clock';
import { NoticeModal, type TNotice } from './notice-modal';
import styles from './notices.module.css';

/** Scrolling speed: the loop lasts this long per character of titles, but never under the minimum. */
const SECONDS_PER_CHARACTER = 0.28;
const MIN_LOOP_SECONDS = 16;

const loopSeconds = (notices: readonly TNotice[]) =>
  Math.max(
    MIN_LOOP_SECONDS,
    notices.reduce((total, notice) => total + notice.title.length, 0) * SECONDS_PER_CHARACTER,
  );

type TTitlesProps = { notices: readonly TNotice[]; onOpen: (id: string) => void; isCopy?: boolean };

/** One run of titles. The copy that follows it for the seamless loop is hidden from assistive technology. */
const Titles = ({ notices, onOpen, isCopy = false }: TTitlesProps) => (
  <ul className={styles.titles} aria-hidden={isCopy || undefined} inert={isCopy}>
    {notices.map((notice) => (
      <li key={notice.id}>
        <button type="button" className={styles.title} onClick={() => onOpen(notice.id)}>
          {notice.title}
        </button>
      </li>
    ))}
  </ul>
);

/**
 * The notice bar under the banners (docs/product.md §2): the titles scroll by
 * (holding still on hover or focus, for reduced motion, and while the pause
 * button is pressed: moving content needs a way to stop it, WCAG 2.2.2)
 * beside a live clock; a click opens the notice popup at that notice.
 */
export const NoticeMarquee = () => {
  const { t } = useTranslation();
  const notices = useNotices();
  const items = notices.data ?? [];
  const [isPaused, setIsPaused] = useState(false);
  const bar = useRef<HTMLElement>(null);
  // Off screen the titles stop scrolling: nobody reads them there.
  const isInView = useInView(bar);
  const [modal, setModal] = useState<{ open: boolean; expandedId: string | null; key: number } | null>(null);

  const openModal = (expandedId: string | null) =>
    setModal((current) => ({ open: true, expandedId, key: (current?.key ?? 0) + 1 }));

  const renderTitles = () => {
    // Also pending while the session is still unknown (the query waits for it).
    if (notices.isPending) return <Skeleton className={styles.skeleton} />;
    if (items.length === 0) {
      return <p className={styles.none}>{t('home.notices_none')}</p>;
    }
    return (
      <div
        className={styles.track}
        data-paused={isPaused || undefined}
        data-offscreen={!isInView || undefined}
        style={{ '--marquee-duration': `${loopSeconds(items)}s` } as CSSProperties}
      >
        <Titles notices={items} onOpen={openModal} />
        <Titles notices={items} onOpen={openModal} isCopy />
      </div>
    );
  };

  return (
    <section
      ref={bar}
      className={styles.bar}
      aria-label={t('home.notices_label')}
      data-testid="home-notice-marquee"
    >
      <button
        type="button"
        className={styles.badge}
        aria-label={t('home.notices_open')}
        onClick={() => openModal(items[0]?.id ?? null)}
      >
        <MegaphoneIcon className={styles.badgeIcon} />
        <span className={styles.badgeText}>{t('home.notices_open')}</span>
      </button>
      <div className={styles.window}>{renderTitles()}</div>
      {items.length > 0 && (
        <button
          type="button"
          className={styles.pause}
          aria-pressed={isPaused}
          aria-label={t('home.notices_pause')}
          title={t('home.notices_pause')}
          onClick={() => setIsPaused((paused) => !paused)}
        >
          {isPaused ? <ResumeIcon /> : <PauseIcon />}
        </button>
      )}
      <LiveClock className={styles.clock} />
      {modal && (
        <NoticeModal
          key={modal.key}
          open={modal.open}
          notices={items}
          initialExpandedId={modal.expandedId}
          onClose={() => setModal({ ...modal, open: false })}
        />
      )}
    </section>
  );
};
