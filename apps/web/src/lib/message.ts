import type { TMessageKey } from './i18n-keys';
import type { TTranslate } from './translator';

/** What fills a message's placeholders: text, a number, or a phrase that is itself a message. */
export type TMessageValues = { readonly [name: string]: string | number | TMessage };

/** A message to show and what fills its placeholders, translated when it is shown. */
export type TMessage = { key: TMessageKey; values?: TMessageValues };

/** The placeholders' values as text, each phrase translated in the current language. */
export const translateValues = (
  t: TTranslate<TMessageKey>,
  values: TMessageValues = {},
): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? translateMessage(t, value) : value,
    ]),
  );

/** A message in the current language, its placeholders (and the phrases in them) filled. */
export const translateMessage = (t: TTranslate<TMessageKey>, message: TMessage): string =>
  t(message.key, translateValues(t, message.values));
