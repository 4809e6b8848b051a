import { useMemo } from 'react';
import { sanitizeUpstreamHtml } from '../../lib/sanitize-html';
import styles from './promotions.module.css';

/** A promotion's details: upstream HTML, sanitised before it reaches the page. */
export const PromotionContent = ({ id, html }: { id: string; html: string }) => {
  const safeHtml = useMemo(() => sanitizeUpstreamHtml(html), [html]);
  // The HTML has just been sanitised above; this is the only place it is injected.
  return <div id={id} className={styles.content} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
};
