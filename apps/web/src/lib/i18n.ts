import bootEn from '../locales/boot/en.json';
import bootTy from '../locales/boot/ty.json';
import type { TMessageKey } from './i18n-keys';
import { codeOf, FALLBACK_LOCALE, localeOf } from './language';
import { createTranslator } from './translator';

type TCatalogue = Record<string, string>;

/*
 * Only the messages of the start-up screens (loading, cannot connect) ship
 * with the entry, so they show even when nothing else loads. Full catalogues
 * load on demand and stay out of the first load; English always loads too,
 * as the fallback of every other language.
 */
const BOOT_CATALOGUES: Readonly<Record<string, TCatalogue>> = { en: bootEn, tl: bootTy };
const CATALOGUES: Readonly<Record<string, () => Promise<{ default: TCatalogue }>>> = {
  en: () => import('../locales/en.json'),
  tl: () => import('../locales/ty.json'),
};

export const i18n = createTranslator<TMessageKey>(FALLBACK_LOCALE, BOOT_CATALOGUES);

// In the browser the page's language follows the interface's; a server render sets it in the page it writes.
if (typeof document !== 'undefined') {
  i18n.onLanguageChanged((locale) => {
    document.documentElement.lang = locale;
  });
  document.documentElement.lang = i18n.language;
}

const catalogueLoads = new Map<string, Promise<void>>();
const loadedCatalogues = new Set<string>();

/** Loads a locale's full catalogue once; a failed load may be tried again later. */
const loadCatalogue = (locale: string): Promise<void> => {
  const load = CATALOGUES[locale];
  if (!load) return Promise.resolve();
  const pending =
    catalogueLoads.get(locale) ??
    load().then(
      (catalogue) => {
        i18n.addCatalogue(locale, catalogue.default);
        loadedCatalogues.add(locale);
      },
      (error: unknown) => {
        catalogueLoads.delete(locale);
        throw error;
      },
    );
  catalogueLoads.set(locale, pending);
  return pending;
};

const ensureCatalogue = async (locale: string): Promise<void> => {
  await Promise.all([loadCatalogue(FALLBACK_LOCALE), loadCatalogue(locale)]);
};

/*
 * The chosen code is known at once, before its catalogue has loaded, so that
 * requests made meanwhile already ask the gateway for that language.
 */
let selectedCode = codeOf(i18n.language);

/** Switches the interface language by merchant code (EN, TY), loading its catalogue first. */
export const changeLanguage = async (code: string): Promise<void> => {
  selectedCode = code;
  const locale = localeOf(code);
  try {
    await ensureCatalogue(locale);
  } finally {
    // A catalogue that failed to load still switches: its keys fall back to English.
    if (selectedCode === code) i18n.changeLanguage(locale);
  }
};

/** Whether the interface already speaks `code` with its full catalogue loaded. */
export const isLanguageActive = (code: string): boolean =>
  i18n.language === localeOf(code) &&
  loadedCatalogues.has(localeOf(code)) &&
  loadedCatalogues.has(FALLBACK_LOCALE);

/** The merchant code (EN, TY) of the interface language, sent as `X-Language`. */
export const currentLanguageCode = (): string => selectedCode;
