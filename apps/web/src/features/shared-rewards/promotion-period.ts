import { formatDate } from '../../lib/format';
import type { TMessageKey } from '../../lib/i18n-keys';
import type { TTranslate } from '../../lib/translator';

/** "01/05/2025 – 31/05/2025", "From 01/05/2025", or the no-expiry text. */
export const promotionPeriodText = (
  promotion: { startDate: number | null; endDate: number | null; noExpiry?: boolean },
  t: TTranslate<TMessageKey>,
): string => {
  const { startDate, endDate, noExpiry } = promotion;
  if (noExpiry || endDate === null) {
    return startDate === null
      ? t('promotions.no_expiry')
      : t('promotions.period_open', { start: formatDate(startDate) });
  }
  if (startDate === null) return t('promotions.period_until', { end: formatDate(endDate) });
  return t('promotions.period', { start: formatDate(startDate), end: formatDate(endDate) });
};
