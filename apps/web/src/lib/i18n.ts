import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { codeOf, FALLBACK_LOCALE, localeOf } from './language';

type TCatalogue = Record<string, string>;

/*
 * English is the fallback for every other language, so it ships with the
 * entry; other catalogues load on demand and stay out of the first load.
 */
const LAZY_CATALOGUES: Readonly<Record<string, () => Promise<{ default: TCatalogue }>>> = {
  tl: () => import('../locales/ty.json'),
};

export const i18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  resources: { [FALLBACK_LOCALE]: { translation: en } },
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  // Keys are flat strings such as "header.login" or "error.error_password".
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

i18n.on('languageChanged', (locale) => {
  document.documentElement.lang = locale;
});
document.documentElement.lang = i18n.language;

const ensureCatalogue = async (locale: string): Promise<void> => {
  const load = LAZY_CATALOGUES[locale];
  if (!load || i18n.hasResourceBundle(locale, 'translation')) return;
  const catalogue = await load();
  i18n.addResourceBundle(locale, 'translation', catalogue.default);
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
    // A catalogue that failed to load still switches: i18next falls back to English.
    if (selectedCode === code && i18n.language !== locale) await i18n.changeLanguage(locale);
  }
};

/** The merchant code (EN, TY) of the interface language, sent as `X-Language`. */
export const currentLanguageCode = (): string => selectedCode;
