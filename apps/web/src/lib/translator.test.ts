import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

const catalogues = {
  en: {
    greeting: 'Hello {{name}}',
    only_english: 'English only',
    'records.total_count_one': '{{count}} record',
    'records.total_count_other': '{{count}} records',
    empty: '',
  },
  tl: { greeting: 'Kumusta {{name}}', 'records.total_count_one': '{{count}} tala' },
};

describe('translator', () => {
  it('fills placeholders, and leaves one without a value as written', () => {
    const translator = createTranslator('en', catalogues);
    expect(translator.t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(translator.t('greeting')).toBe('Hello {{name}}');
    expect(translator.t('empty')).toBe('');
  });

  it('picks the plural form by count with the locale rules', () => {
    const translator = createTranslator('en', catalogues);
    expect(translator.t('records.total_count', { count: 1 })).toBe('1 record');
    expect(translator.t('records.total_count', { count: 0 })).toBe('0 records');
    translator.changeLanguage('tl');
    expect(translator.t('records.total_count', { count: 1 })).toBe('1 tala');
    // Tagalog lacks the form, so English gives it.
    expect(translator.t('records.total_count', { count: 4 })).toBe('4 records');
  });

  it('falls back to the fallback locale, then the default value, then the key', () => {
    const translator = createTranslator('en', catalogues);
    translator.changeLanguage('tl');
    expect(translator.t('greeting', { name: 'Ana' })).toBe('Kumusta Ana');
    expect(translator.t('only_english')).toBe('English only');
    expect(translator.t('missing', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    expect(translator.t('missing')).toBe('missing');
  });

  it('merges a catalogue over the start-up one and tells subscribers of every change', () => {
    const translator = createTranslator('en', catalogues);
    const onChange = vi.fn();
    const onLanguage = vi.fn();
    translator.subscribe(onChange);
    const stopLanguage = translator.onLanguageChanged(onLanguage);
    const before = translator.snapshot();

    translator.addCatalogue('en', { added: 'Added' });
    expect(translator.t('added')).toBe('Added');
    expect(translator.t('only_english')).toBe('English only');
    translator.changeLanguage('tl');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onLanguage).toHaveBeenCalledWith('tl');
    expect(translator.snapshot()).not.toBe(before);
    expect(translator.snapshot().language).toBe('tl');

    stopLanguage();
    translator.changeLanguage('en');
    expect(onLanguage).toHaveBeenCalledTimes(1);
  });
});
