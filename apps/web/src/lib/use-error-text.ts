import { useCallback, useMemo } from 'react';
import { errorMessageOf, type THintFormat } from './error-hints';
import { formatBalance, formatMerchantMinute } from './format';
import { translateMessage } from './message';
import { useSiteStatusQuery } from './site-status';
import { useTranslation } from './use-translation';

/** Money with the merchant's currency symbol, moments in the merchant's time: how hints read. */
export const useHintFormat = (): THintFormat => {
  const symbol = useSiteStatusQuery().data?.site.currencySymbol ?? '';
  return useMemo(
    () => ({ money: (minor: number) => formatBalance(minor, symbol), moment: formatMerchantMinute }),
    [symbol],
  );
};

/** A failure's message (key and values), filled from the gateway's hint when it has one: a form's `describeError`. */
export const useErrorMessage = () => {
  const format = useHintFormat();
  return useCallback((error: unknown) => errorMessageOf(error, format), [format]);
};

/** A failure's message in the user's language, filled from the gateway's hint when it has one. */
export const useErrorText = () => {
  const { t } = useTranslation();
  const format = useHintFormat();
  return useCallback((error: unknown) => translateMessage(t, errorMessageOf(error, format)), [t, format]);
};
