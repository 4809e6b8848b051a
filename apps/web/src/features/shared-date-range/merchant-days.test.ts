import { describe, expect, it } from 'vitest';
import {
  addDays,
  endsToday,
  formatMerchantDateTime,
  isDay,
  matchingPreset,
  merchantDay,
  presetRange,
  rangeLength,
  shiftRange,
  withEdited,
} from './merchant-days';

const TODAY = '2025-05-20';

describe('merchant days', () => {
  it('counts days in UTC+8: 16:00 UTC is already the next merchant day', () => {
    expect(merchantDay(Date.parse('2025-05-19T15:59:59Z'))).toBe('2025-05-19');
    expect(merchantDay(Date.parse('2025-05-19T16:00:00Z'))).toBe('2025-05-20');
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('accepts only real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-5-1')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('gives the presets ending today', () => {
    expect(presetRange('today', TODAY)).toEqual({ startDate: TODAY, endDate: TODAY });
    expect(presetRange('last7', TODAY)).toEqual({ startDate: '2025-05-14', endDate: TODAY });
    expect(rangeLength(presetRange('last30', TODAY))).toBe(30);
    expect(matchingPreset({ startDate: '2025-05-14', endDate: TODAY }, TODAY)).toBe('last7');
    expect(matchingPreset({ startDate: '2025-05-13', endDate: TODAY }, TODAY)).toBeNull();
  });

  it('steps to the days just before or after the range, never past today', () => {
    const range = { startDate: '2025-05-10', endDate: '2025-05-16' };
    expect(shiftRange(range, 7, -1, TODAY)).toEqual({ startDate: '2025-05-03', endDate: '2025-05-09' });
    expect(shiftRange(range, 30, -1, TODAY)).toEqual({ startDate: '2025-04-10', endDate: '2025-05-09' });
    expect(shiftRange({ startDate: '2025-05-01', endDate: '2025-05-05' }, 7, 1, TODAY)).toEqual({
      startDate: '2025-05-06',
      endDate: '2025-05-12',
    });
    expect(shiftRange(range, 7, 1, TODAY)).toEqual({ startDate: '2025-05-17', endDate: TODAY });
    expect(endsToday(range, TODAY)).toBe(false);
    expect(endsToday({ startDate: TODAY, endDate: TODAY }, TODAY)).toBe(true);
  });

  it('keeps an edited range in order, within 90 days and not after today', () => {
    const range = { startDate: '2025-05-10', endDate: '2025-05-16' };
    expect(withEdited(range, 'startDate', '2025-05-18', TODAY)).toEqual({
      startDate: '2025-05-18',
      endDate: '2025-05-18',
    });
    expect(withEdited(range, 'endDate', '2025-05-01', TODAY)).toEqual({
      startDate: '2025-05-01',
      endDate: '2025-05-01',
    });
    expect(withEdited(range, 'endDate', '2025-06-30', TODAY)).toEqual({
      startDate: '2025-05-10',
      endDate: TODAY,
    });
    const long = withEdited(range, 'startDate', '2025-01-01', TODAY);
    expect(long).toEqual({ startDate: '2025-01-01', endDate: '2025-03-31' });
    expect(rangeLength(long)).toBe(90);
    expect(
      rangeLength(withEdited({ startDate: '2025-01-01', endDate: '2025-01-05' }, 'endDate', TODAY, TODAY)),
    ).toBe(90);
    expect(withEdited(range, 'startDate', '', TODAY)).toBe(range);
  });

  it('shows a record time in merchant time', () => {
    expect(formatMerchantDateTime(Date.parse('2025-05-19T16:05:09Z'))).toBe('20/05/2025 00:05:09');
  });
});
