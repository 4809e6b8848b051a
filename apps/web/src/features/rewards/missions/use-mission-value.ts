import { useCallback } from 'react';
import type { TMissionMetric } from '@site/contracts/domain';
import { formatCount } from '../../../lib/format';
import { useMoney } from '../../shared-money/api/use-money';

/** A mission's target or progress as shown: money for turnover and deposits, a count for rounds. */
export const useMissionValue = () => {
  const { format } = useMoney();
  return useCallback(
    (metric: TMissionMetric, value: number) => (metric === 'ROUNDS' ? formatCount(value) : format(value)),
    [format],
  );
};
