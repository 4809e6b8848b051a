import { useMemo } from 'react';
import { sanitizeUpstreamHtml } from '../../lib/sanitize-html';
import { useIsClient } from '../../lib/use-is-client';
import styles from './rich-text.module.css';

type TRichTextProps = { html: string; id?: string; className?: string };

/**
 * Upstream HTML, sanitised before it reaches the page: the one place such
 * HTML is injected. Sanitising needs the browser's DOM, so a server-rendered
 * page gets it from the browser's first render after hydration.
 */
export const RichText = ({ html, id, className }: TRichTextProps) => {
  const isClient = useIsClient();
  const safeHtml = useMemo(() => (isClient ? sanitizeUpstreamHtml(html) : ''), [html, isClient]);
  return (
    <div
      id={id}
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
};
