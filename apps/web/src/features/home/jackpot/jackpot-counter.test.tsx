import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeViewport, preferReducedMotion } from '../../../test/fake-viewport';
import { JackpotCounter } from './jackpot-counter';
import { jackpotDelayMs, jackpotStartMinor, jackpotStepMinor } from './jackpot-random';

const ALMOST_ONE = 1 - Number.EPSILON;

describe('jackpot numbers (docs/product.md §9)', () => {
  it('starts between 11e9 and 12e9 with two decimals', () => {
    expect(jackpotStartMinor(() => 0)).toBe(11e9 * 100);
    expect(jackpotStartMinor(() => ALMOST_ONE)).toBe(12e9 * 100);
    for (let i = 0; i < 200; i += 1) {
      const start = jackpotStartMinor();
      expect(Number.isInteger(start)).toBe(true);
      expect(start).toBeGreaterThanOrEqual(11e11);
      expect(start).toBeLessThanOrEqual(12e11);
    }
  });

  it('rises by 100 to 500 every 3 to 5 seconds', () => {
    expect(jackpotStepMinor(() => 0)).toBe(100_00);
    expect(jackpotStepMinor(() => ALMOST_ONE)).toBe(500_00);
    expect(jackpotDelayMs(() => 0)).toBe(3000);
    expect(jackpotDelayMs(() => ALMOST_ONE)).toBe(5000);
  });
});

describe('JackpotCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const amount = () => screen.getByTestId('home-jackpot-amount');

  it('shows a placeholder until the start is known', () => {
    render(<JackpotCounter currencySymbol="₱" startMinor={undefined} />);
    expect(screen.queryByTestId('home-jackpot-amount')).toBeNull();
    expect(screen.getByRole('region', { name: 'Progressive jackpot' })).toBeInTheDocument();
  });

  it('shows the amount with the currency symbol and thousands separators, hidden from assistive technology', () => {
    render(<JackpotCounter currencySymbol="₱" startMinor={1_150_000_000_000} />);
    // ₱11,500,000,000.00.
    expect(amount()).toHaveAttribute('data-amount-minor', '1150000000000');
    const reelDigits = [...amount().querySelectorAll<HTMLElement>('[style]')]
      .map((strip) => String(-Number.parseFloat(strip.style.transform.replace('translateY(', '')) / 10))
      .join('');
    expect(reelDigits).toBe('1150000000000');
    expect(amount()).toHaveAttribute('aria-hidden', 'true');
    expect(amount().textContent).toContain('₱');
    // Every digit sits on a 0–9 reel; the characters shown are the separators and the symbol.
    const separators = [...amount().querySelectorAll(':scope > span:not(:has(span))')].map(
      (node) => node.textContent,
    );
    expect(separators).toEqual(['₱', ',', ',', ',', '.']);
    expect(screen.getByRole('region', { name: 'Progressive jackpot' })).toHaveTextContent(
      /The jackpot prize pool grows all the time/,
    );
  });

  it('grows by 100 to 500 after 3 to 5 seconds, again and again', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    render(<JackpotCounter currencySymbol="₱" startMinor={11e11} />);
    const start = Number(amount().getAttribute('data-amount-minor'));
    expect(start).toBe(11e11);
    expect(amount()).toHaveAttribute('data-start-minor', String(11e11));

    act(() => vi.advanceTimersByTime(2999));
    expect(Number(amount().getAttribute('data-amount-minor'))).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(Number(amount().getAttribute('data-amount-minor'))).toBe(start + 100_00);

    random.mockReturnValue(ALMOST_ONE);
    act(() => vi.advanceTimersByTime(3000));
    expect(Number(amount().getAttribute('data-amount-minor'))).toBe(start + 100_00 + 500_00);
    act(() => vi.advanceTimersByTime(4999));
    expect(Number(amount().getAttribute('data-amount-minor'))).toBe(start + 600_00);
    act(() => vi.advanceTimersByTime(1));
    expect(Number(amount().getAttribute('data-amount-minor'))).toBe(start + 1100_00);
  });

  it('holds still while scrolled away, and rises again once on screen', () => {
    const viewport = installFakeViewport();
    render(<JackpotCounter currencySymbol="₱" startMinor={11_234_567_890_12} />);
    const start = Number(amount().getAttribute('data-amount-minor'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(Number(amount().getAttribute('data-amount-minor'))).toBe(start);
    expect(vi.getTimerCount()).toBe(0);

    viewport.setInView(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(Number(amount().getAttribute('data-amount-minor'))).toBeGreaterThan(start);
  });

  it('holds still for visitors who prefer reduced motion', () => {
    preferReducedMotion();
    render(<JackpotCounter currencySymbol="₱" startMinor={11e11} />);
    const start = amount().getAttribute('data-amount-minor');
    act(() => vi.advanceTimersByTime(20_000));
    expect(amount().getAttribute('data-amount-minor')).toBe(start);
    expect(vi.getTimerCount()).toBe(0);
  });
});
