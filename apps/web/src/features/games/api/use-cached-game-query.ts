import { useEffect } from 'react';
import { codeOf } from '../../../lib/language';
import type { TSessionKey } from '../../../lib/session-storage';
import { useTranslation } from '../../../lib/use-translation';
import { readGameCache, writeGameCache } from '../model/session-cache';

const useLanguageCode = (): string => codeOf(useTranslation().i18n.language);

/**
 * Session-storage backing for a cached game query (docs/product.md §4): the last
 * answer in this language becomes the query's initial data, marked stale
 * (epoch 0) so a reload shows it at once and the query refreshes it.
 */
export const useGameCacheOptions = <TData>(key: TSessionKey) => {
  const language = useLanguageCode();
  return {
    initialData: () => readGameCache<TData>(key, language),
    initialDataUpdatedAt: 0,
  };
};

/** Stores every new answer of a cached game query under its key. */
export const useWriteGameCache = <TData>(key: TSessionKey, data: TData | undefined): void => {
  const language = useLanguageCode();
  useEffect(() => {
    if (data !== undefined) writeGameCache(key, language, data);
  }, [key, language, data]);
};
