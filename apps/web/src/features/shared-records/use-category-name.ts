import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { categoryKey } from './record-labels';

/** A round's or report row's category in the member's language; an unknown code as it came. */
export const useCategoryName = () => {
  const { t } = useTranslation();
  return useCallback(
    (gameType: string) => {
      const key = categoryKey(gameType);
      return key ? t(key) : gameType;
    },
    [t],
  );
};
