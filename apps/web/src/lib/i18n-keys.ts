import type bootEn from '../locales/boot/en.json';
import type fullEn from '../locales/en.json';

/*
 * The keys are the English catalogues' (the start-up and the full one), read
 * as types only: the full catalogue stays out of the entry and loads on demand.
 */
type TCatalogueKey = keyof typeof bootEn | keyof typeof fullEn;

/** A plural message is asked for by its base key (`x` for `x_one`/`x_other`); `count` picks the form. */
type TPluralBaseKey<TKey> = TKey extends `${infer Base}_other` ? Base : never;

/** A key of the interface's messages: a misspelt or unknown key passed to `t` or `tk` is a type error. */
export type TMessageKey = TCatalogueKey | TPluralBaseKey<TCatalogueKey>;

/**
 * Marks a string literal as a catalogue key that is translated later through
 * a variable (`t(labelKey)`). It returns the key unchanged; the i18n
 * completeness test scans for these marks as well as for direct `t` calls.
 */
export const tk = <TKey extends TMessageKey>(key: TKey): TKey => key;
