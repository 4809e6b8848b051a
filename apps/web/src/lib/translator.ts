/** Values for a message's `{{name}}` placeholders; `count` also picks its plural form. */
export type TTranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
/** A `t` that takes only `TKey`: the app's is typed by its English catalogue (`TMessageKey`). */
export type TTranslate<TKey extends string> = (key: TKey, options?: TTranslateOptions) => string;

type TCatalogue = Readonly<Record<string, string>>;
type TLanguageListener = (locale: string) => void;

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/**
 * The interface's messages: flat keys per locale, `{{name}}` placeholders,
 * plural forms as `key_one` / `key_other` chosen by `count` with the locale's
 * `Intl.PluralRules`, and a fallback locale for keys a catalogue lacks. An
 * unknown key shows itself, and a placeholder without a value stays as written.
 */
export const createTranslator = <TKey extends string = string>(
  fallbackLocale: string,
  catalogues: Readonly<Record<string, TCatalogue>>,
) => {
  const messages = new Map(
    Object.entries(catalogues).map(([locale, catalogue]) => [locale, { ...catalogue }]),
  );
  const pluralRules = new Map<string, Intl.PluralRules>();
  const languageListeners = new Set<TLanguageListener>();
  const changeListeners = new Set<() => void>();
  let language = fallbackLocale;

  const pluralOf = (locale: string, count: number): string => {
    const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
    return rules.select(count);
  };

  const messageOf = (key: string, count: number | undefined): string | undefined => {
    for (const locale of new Set([language, fallbackLocale])) {
      const catalogue = messages.get(locale);
      const plural = count === undefined ? undefined : catalogue?.[`${key}_${pluralOf(locale, count)}`];
      const message = plural ?? catalogue?.[key];
      if (message !== undefined) return message;
    }
    return undefined;
  };

  const t: TTranslate<TKey> = (key, options = {}) =>
    (messageOf(key, options.count) ?? options.defaultValue ?? key).replace(
      PLACEHOLDER,
      (placeholder, name) => {
        const value = options[name as string];
        return value === undefined || value === null ? placeholder : String(value);
      },
    );

  /** What a component reads; a new object after every change, so it re-renders. */
  let snapshot = { t: t.bind(null) as TTranslate<TKey>, language };
  const changed = () => {
    snapshot = { t: t.bind(null) as TTranslate<TKey>, language };
    for (const listener of changeListeners) listener();
  };

  return {
    t,
    get language() {
      return language;
    },
    /** Merges a catalogue into a locale's messages (a full catalogue over the start-up one). */
    addCatalogue(locale: string, catalogue: TCatalogue) {
      messages.set(locale, { ...messages.get(locale), ...catalogue });
      changed();
    },
    changeLanguage(locale: string) {
      if (locale === language) return;
      language = locale;
      changed();
      for (const listener of languageListeners) listener(locale);
    },
    onLanguageChanged(listener: TLanguageListener): () => void {
      languageListeners.add(listener);
      return () => languageListeners.delete(listener);
    },
    /** For `useSyncExternalStore`: any new catalogue or language. */
    subscribe(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    snapshot: () => snapshot,
  };
};

export type TTranslator = ReturnType<typeof createTranslator>;
