import { useMemo } from 'react';
import { sanitizeUpstreamHtml } from '../../lib/sanitize-html';
import styles from './rich-text.module.css';

type TRichTextProps = { html: string; id?: string; className?: string };

/** Upstream HTML, sanitised before it reaches the page: the one place such HTML is injected. */
export const RichText = ({ html, id, className }: TRichTextProps) => {
  const safeHtml = useMemo(() => sanitizeUpstreamHtml(html), [html]);
  return (
    <div
      id={id}
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
};
