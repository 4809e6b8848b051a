import { useState } from 'react';
import type { TDateRange } from '../shared-date-range/merchant-days';
import { useDateRangeParam } from '../shared-date-range/use-date-range-param';

/**
 * The filters of a paged record table: the date range, one type filter, a
 * member's username (the agent centre's team reports) and the page. Changing
 * a filter starts again at page 1.
 */
export const useRecordFilters = <TType extends string>() => {
  const [range, setRangeState] = useDateRangeParam();
  const [type, setTypeState] = useState<TType | undefined>(undefined);
  const [username, setUsernameState] = useState<string | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  return {
    range,
    type,
    username,
    pageNo,
    setPageNo,
    setRange: (next: TDateRange) => {
      setRangeState(next);
      setPageNo(1);
    },
    setType: (next: TType | undefined) => {
      setTypeState(next);
      setPageNo(1);
    },
    setUsername: (next: string | undefined) => {
      setUsernameState(next);
      setPageNo(1);
    },
  };
};
