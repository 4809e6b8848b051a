import type { TContract } from '@site/contracts/api';
import { useTranslation } from '../../../lib/use-translation';
import { useMoney } from '../../shared-money/api/use-money';
import { Figures } from '../figures';
import { CONTRACT_PERIOD_KEYS, CONTRACT_TYPE_KEYS } from './contract-labels';

/** A contract's terms: type, who offers it, rate, the thresholds a period must reach, and how often it settles. */
export const ContractTerms = ({ contract }: { contract: TContract }) => {
  const { t } = useTranslation();
  const { format } = useMoney();
  const terms: [string, string][] = [
    [t('agent.contract.type_label'), t(CONTRACT_TYPE_KEYS[contract.contractType])],
    [t('agent.contract.upline'), contract.uplineUsername ?? t('agent.contract.merchant')],
    [t('agent.contract.member'), contract.username],
    [t('agent.contract.rate'), `${contract.ratePercent}%`],
    [t('agent.contract.min_valid_bet'), format(contract.minValidBet)],
    [t('agent.contract.min_active_members'), String(contract.minActiveMembers)],
    [t('agent.contract.period_label'), t(CONTRACT_PERIOD_KEYS[contract.period])],
  ];
  return <Figures items={terms} />;
};
