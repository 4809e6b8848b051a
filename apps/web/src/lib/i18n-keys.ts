/**
 * Marks a string literal as a catalogue key that is translated later through
 * a variable (`t(labelKey)`). It returns the key unchanged; the i18n
 * completeness test scans for these marks as well as for direct `t` calls.
 */
export const tk = <TKey extends string>(key: TKey): TKey => key;
