import type { TVip } from '@site/contracts/api';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';

/** What a VIP progress bar says: towards which rank, and this month's turnover against its target. */
export const useVipProgress = (vip: TVip) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const isTopRank = vip.nextRankName === null;
  return {
    isTopRank,
    label: isTopRank
      ? t('rewards.vip.progress_top', { rank: vip.rankName })
      : t('rewards.vip.progress_to', { rank: vip.nextRankName ?? '' }),
    valueText: t('rewards.vip.turnover_of', {
      turnover: format(vip.monthlyTurnover),
      target: format(vip.monthlyTurnoverTarget),
    }),
  };
};
