import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '@site/contracts/domain';
import { readStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The merchant speaks in language codes (EN, TY); the catalogues and `<html lang>`
 * need BCP 47 locales. TY is Tagalog, whose locale is `tl`.
 */
const LOCALE_BY_CODE: Readonly<Record<string, string>> = { EN: 'en', TY: 'tl' };

export const FALLBACK_LOCALE = 'en';

export const localeOf = (code: string): string => LOCALE_BY_CODE[code] ?? code.toLowerCase();

export const codeOf = (locale: string): string =>
  Object.entries(LOCALE_BY_CODE).find(([, value]) => value === locale)?.[0] ?? locale.toUpperCase();

/** A year: the choice outlives the session, as the stored one does. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const languageCookie = (): string | null => {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(LANGUAGE_COOKIE.length + 1)) : null;
};

/* On the server, the visitor's choice as its cookie said; renders run one at a time (decision 0042). */
let serverStoredLanguage: string | null = null;

/** The server render about to start is for a visitor whose cookie chose `code` (or nobody chose). */
export const setServerStoredLanguage = (code: string | null): void => {
  serverStoredLanguage = code;
};

/**
 * The language chosen on a previous visit, if any: the cookie the server
 * renders first views by, or the storage older visits kept it in.
 */
export const storedLanguage = (): string | null =>
  typeof document === 'undefined'
    ? serverStoredLanguage
    : (languageCookie() ?? readStorage(STORAGE_KEYS.language));

/** The language to start with before the merchant's default is known. */
export const initialLanguage = (): string => storedLanguage() ?? DEFAULT_LANGUAGE;

export const rememberLanguage = (code: string): void => {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
  writeStorage(STORAGE_KEYS.language, code);
  writeStorage(STORAGE_KEYS.languageHistory, code);
};
