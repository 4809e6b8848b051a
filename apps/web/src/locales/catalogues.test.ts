import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@site/contracts/api';
import { patternMessageKey, REGISTER_PATTERN_IDS } from '@site/contracts/domain';
import { ERROR_KEYS } from '@site/contracts/errors';
import bootEn from './boot/en.json';
import bootTy from './boot/ty.json';
import fullEn from './en.json';
import fullTy from './ty.json';

/** The text of every source file of the app (tests and test helpers excluded). */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Keys in `t('...')` and `tk('...')` calls (tk marks keys translated later through a variable). */
const KEY_CALL = /\b(?:t|tk)\(\s*'([^']+)'/g;

const keysUsedInCode = (): string[] => {
  const keys = new Set<string>();
  for (const source of Object.values(SOURCES)) {
    for (const match of source.matchAll(KEY_CALL)) if (match[1]) keys.add(match[1]);
  }
  return [...keys].sort();
};

/** What the app ends up with: the start-up messages and the full catalogue of each language. */
const en = { ...bootEn, ...fullEn };
const ty = { ...bootTy, ...fullTy };
const catalogues = { en, ty } as Record<string, Record<string, string>>;

describe('i18n catalogues', () => {
  const requiredKeys = [
    ...keysUsedInCode(),
    ...ERROR_KEYS.map((key) => `error.${key}`),
    ...Object.values(VALIDATION),
    ...REGISTER_PATTERN_IDS.map(patternMessageKey),
    'inconsistent_twice',
    'in_popup_prompt',
    'in_sure_logout',
    'in_more_cancel',
    'in_increase_submit',
  ];

  it('finds the keys used in code', () => {
    expect(keysUsedInCode().length).toBeGreaterThan(50);
    expect(keysUsedInCode()).toContain('auth.login');
  });

  it.each(Object.keys(catalogues))('%s has every key used in code and in the contracts', (language) => {
    const catalogue = catalogues[language]!;
    // A key counted with i18next plurals lives on as its `_one`/`_other` forms.
    const missing = requiredKeys.filter((key) => !(key in catalogue) && !(`${key}_other` in catalogue));
    expect(missing).toEqual([]);
  });

  it('keeps each message in one place (start-up or full catalogue)', () => {
    expect(Object.keys(bootEn).filter((key) => key in fullEn)).toEqual([]);
  });

  // The key type is read from EN alone, so TY must mirror each catalogue key for key.
  describe.each([
    { catalogue: 'full', enCatalogue: fullEn, tyCatalogue: fullTy },
    { catalogue: 'start-up', enCatalogue: bootEn, tyCatalogue: bootTy },
  ])('the $catalogue catalogue', ({ enCatalogue, tyCatalogue }) => {
    it('has in TY every key EN has', () => {
      expect(Object.keys(enCatalogue).filter((key) => !(key in tyCatalogue))).toEqual([]);
    });

    it('has in TY no key EN lacks', () => {
      expect(Object.keys(tyCatalogue).filter((key) => !(key in enCatalogue))).toEqual([]);
    });
  });

  it('has no empty messages and the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      const translated = (ty as Record<string, string>)[key] ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('is really translated (TY is not a copy of EN)', () => {
    const same = Object.keys(en).filter(
      (key) => (en as Record<string, string>)[key] === (ty as Record<string, string>)[key],
    );
    // Proper names, loanwords and symbols may stay the same; sentences may not.
    expect(same.length).toBeLessThan(Object.keys(en).length * 0.15);
  });

  it('uses {{length}} in pattern messages that describe a length', () => {
    expect(en.reg_pattern_1).toContain('{{length}}');
    expect(ty.reg_pattern_1).toContain('{{length}}');
  });
});
