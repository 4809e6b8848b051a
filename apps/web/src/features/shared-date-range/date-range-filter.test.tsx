import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './date-range-filter';
import type { TDateRange } from './merchant-days';
import { useDateRangeParam } from './use-date-range-param';

const Harness = ({ initial, onChange }: { initial?: TDateRange; onChange: (range: TDateRange) => void }) => {
  const [defaultRange] = useDateRangeParam();
  const [range, setRange] = useState(initial ?? defaultRange);
  return (
    <DateRangeFilter
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
};

describe('DateRangeFilter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20 May 2025, 01:00 in UTC+8 (still 19 May in UTC).
    vi.setSystemTime(new Date('2025-05-19T17:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts at the last 7 merchant days', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByLabelText('Start date')).toHaveValue('2025-05-14');
    expect(screen.getByLabelText('End date')).toHaveValue('2025-05-20');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies presets and steps, and cannot step past today', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-05-20', endDate: '2025-05-20' });

    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-04-20', endDate: '2025-05-19' });

    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-05-20', endDate: '2025-05-20' });
    expect(screen.getByRole('button', { name: 'Next 30 days' })).toBeDisabled();
  });

  it('keeps a typed start within 90 days of the end', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-01-01', endDate: '2025-03-31' });
    expect(screen.getByLabelText('End date')).toHaveValue('2025-03-31');
  });
});
