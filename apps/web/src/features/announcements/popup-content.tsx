import { useMemo } from 'react';
import { sanitizeUpstreamHtml } from '../../lib/sanitize-html';
import styles from './announcements.module.css';

/** An announcement's body: upstream HTML, sanitised before it reaches the page. */
export const PopupContent = ({ html }: { html: string }) => {
  const safeHtml = useMemo(() => sanitizeUpstreamHtml(html), [html]);
  // The HTML has just been sanitised above; this is the only place it is injected.
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
};
