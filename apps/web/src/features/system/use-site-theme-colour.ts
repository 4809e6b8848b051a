import { useEffect } from 'react';
import { useTemplate } from './api/use-system-calls';

/** Paints the browser's own bars (`<meta name="theme-color">`) in the merchant template's colour once the site is open. */
export const useSiteThemeColour = (isOpen: boolean): void => {
  const template = useTemplate(isOpen);
  const colour = template.data?.themeColour;

  useEffect(() => {
    if (colour) themeColourMeta().content = colour;
  }, [colour]);
};

/** index.html's `<meta name="theme-color">`, added if a page lacks it. */
const themeColourMeta = (): HTMLMetaElement => {
  const present = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (present) return present;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  document.head.append(meta);
  return meta;
};
