import styles from './progress-bar.module.css';

type TProgressBarProps = {
  /** Names the bar for assistive technology (the mission, the next rank). */
  label: string;
  value: number;
  max: number;
  /** The translated progress as read aloud and shown beside the bar ("₱250.00 of ₱500.00"). */
  valueText: string;
  /** `done` draws a finished bar in the success colour. */
  tone?: 'progress' | 'done';
  className?: string;
};

/** A horizontal bar of progress towards a target; a value above the target draws a full bar. */
export const ProgressBar = ({
  label,
  value,
  max,
  valueText,
  tone = 'progress',
  className,
}: TProgressBarProps) => {
  const shown = Math.max(0, Math.min(value, max));
  const percent = max > 0 ? (shown / max) * 100 : 100;
  return (
    <div
      className={[styles.track, tone === 'done' ? styles.done : undefined, className]
        .filter(Boolean)
        .join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={valueText}
    >
      <span className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
};
