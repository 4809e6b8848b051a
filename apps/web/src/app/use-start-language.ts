import { useEffect, useState } from 'react';
import { changeLanguage, isLanguageActive } from '../lib/i18n';
import { storedLanguage } from '../lib/language';

type TSite = { languages: readonly string[]; defaultLanguage: string };

/** The visitor's stored choice when the merchant still offers it, else the merchant's default. */
export const startLanguageFor = (site: TSite): string => {
  const stored = storedLanguage();
  return stored && site.languages.includes(stored) ? stored : site.defaultLanguage;
};

/**
 * Picks the start language once the merchant's languages are known and
 * reports whether its catalogue is ready, so the app never flashes raw keys.
 * Later switches go through the language selector and do not come back here.
 */
export const useStartLanguage = (site: TSite | undefined): boolean => {
  const [startLanguage, setStartLanguage] = useState<string | null>(null);
  const [readyLanguage, setReadyLanguage] = useState<string | null>(null);

  if (site && startLanguage === null) {
    const start = startLanguageFor(site);
    setStartLanguage(start);
    // Already loaded (a server render, or the browser before hydrating one): ready in this very render.
    if (isLanguageActive(start)) setReadyLanguage(start);
  }

  useEffect(() => {
    if (startLanguage === null) return undefined;
    let isCurrent = true;
    void changeLanguage(startLanguage)
      .catch(() => undefined)
      .then(() => {
        if (isCurrent) setReadyLanguage(startLanguage);
      });
    return () => {
      isCurrent = false;
    };
  }, [startLanguage]);

  return startLanguage !== null && readyLanguage === startLanguage;
};
