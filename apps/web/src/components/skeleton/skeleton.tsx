import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A shimmering placeholder block with the size of the content it stands for. */
export const Skeleton = ({ className, style }: { className?: string; style?: CSSProperties }) => (
  <span className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden="true" />
);
