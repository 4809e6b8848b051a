import { useState } from 'react';
import { merchantToday, presetRange, type TDateRange, type TRangePreset } from './merchant-days';

/**
 * The range a record table shows, starting at a preset (the last 7 days unless
 * told). Kept in component state, not the URL: the member centre owns the
 * address's `centre` parameter and a range has no meaning after it closes.
 * Use as `const [range, setRange] = useDateRangeParam()` with DateRangeFilter.
 */
export const useDateRangeParam = (initial: TRangePreset = 'last7') =>
  useState<TDateRange>(() => presetRange(initial, merchantToday()));
