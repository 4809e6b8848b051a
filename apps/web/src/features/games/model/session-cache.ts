import { readSessionValue, type TSessionKey, writeSessionValue } from '../../../lib/session-storage';

type TCachedEntry<TData> = { language: string; data: TData };

/**
 * The last answer of a cached game query (HOT_GAMES, WINNERS, gameVendor),
 * if it was stored in the same language. Damaged entries count as absent.
 */
export const readGameCache = <TData>(key: TSessionKey, language: string): TData | undefined => {
  const raw = readSessionValue(key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<TCachedEntry<TData>>;
    return entry.language === language && entry.data !== undefined ? entry.data : undefined;
  } catch {
    return undefined;
  }
};

export const writeGameCache = <TData>(key: TSessionKey, language: string, data: TData): void => {
  const entry: TCachedEntry<TData> = { language, data };
  writeSessionValue(key, JSON.stringify(entry));
};
