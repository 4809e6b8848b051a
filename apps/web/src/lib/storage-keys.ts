/** Every key this app writes to localStorage, in one place so none collide. */
export const STORAGE_KEYS = {
  /** The chosen interface language code (EN, TY), as docs/product.md names it. */
  language: 'lang',
  /** The language last chosen by hand; kept beside `lang` as docs/product.md asks. */
  languageHistory: 'hisLang',
  /** The username of "remember me". The password is never stored. */
  rememberedUsername: 'rememberedUsername',
  /** "1" while the header balance is masked. */
  balanceHidden: 'balanceHidden',
} as const;
export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
