import type { ReactNode } from 'react';
import { INLINE_LOGIN_QUERY, useMediaQuery, WIDE_HEADER_QUERY } from '../../lib/media-query';
import { useIsClient } from '../../lib/use-is-client';
import styles from './media-switch.module.css';

const SWITCHES = {
  wideHeader: { query: WIDE_HEADER_QUERY, matched: styles.wideHeader, otherwise: styles.narrowHeader },
  inlineLogin: { query: INLINE_LOGIN_QUERY, matched: styles.inlineLogin, otherwise: styles.noInlineLogin },
} as const;

type TMediaSwitchProps = {
  media: keyof typeof SWITCHES;
  /** Shown where the media query matches (the wide header, room for the inline login). */
  matched: ReactNode;
  otherwise: ReactNode;
};

/**
 * One of two variants by a media query. A server render (and the browser's
 * hydration of it) cannot know the screen, so it has both, and CSS shows the
 * one that fits: the first paint is right at any width and hydrating
 * changes nothing visible. From then on only the fitting variant is
 * rendered. Each sits in a wrapper that does not take part in layout, at
 * the same place in both cases, so the kept one is never remounted.
 */
export const MediaSwitch = ({ media, matched, otherwise }: TMediaSwitchProps) => {
  const { query, matched: matchedClass, otherwise: otherwiseClass } = SWITCHES[media];
  const isClient = useIsClient();
  const matches = useMediaQuery(query, true);
  return (
    <>
      {(!isClient || matches) && <div className={matchedClass}>{matched}</div>}
      {(!isClient || !matches) && <div className={otherwiseClass}>{otherwise}</div>}
    </>
  );
};
