import { merchantDayOf, timeRangeOf } from '../../core/records/record-query.js';

/** The merchant day (yyyy-MM-dd, UTC+8) of `now`, and its bounds [from, to). */
export const merchantDayAt = (now: Date) => {
  const day = merchantDayOf(now);
  return { day, ...timeRangeOf({ startDate: day, endDate: day }) };
};
