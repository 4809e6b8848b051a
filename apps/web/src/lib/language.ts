import { DEFAULT_LANGUAGE } from '@site/contracts/domain';
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

/** The language stored by a previous visit, if any. */
export const storedLanguage = (): string | null => readStorage(STORAGE_KEYS.language);

/** The language to start with before the merchant's default is known. */
export const initialLanguage = (): string => storedLanguage() ?? DEFAULT_LANGUAGE;

export const rememberLanguage = (code: string): void => {
  writeStorage(STORAGE_KEYS.language, code);
  writeStorage(STORAGE_KEYS.languageHistory, code);
};
