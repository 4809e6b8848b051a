import type { TDraw, TLotteryOrder, TLotteryOrderDetail, TSubOrder } from '@site/contracts/api';
import { RECORD_TIME } from './records-fixtures';

/*
 * Lottery orders as the gateway answers them (minor units, odds in
 * hundredths): an open VN Quick 5 Minutes slip of a lô and a đề line.
 */

export const lotteryOrder = (overrides: Partial<TLotteryOrder> = {}): TLotteryOrder => ({
  orderNo: 'LO-1',
  gameCode: 'VN_FAST_5M',
  gameName: 'VN Quick 5 Minutes',
  drawCode: '20250520-0115',
  status: 'open',
  betAt: RECORD_TIME,
  closeAt: RECORD_TIME + 240_000,
  totalStakeMinor: 3_000,
  totalWinMinor: 0,
  subOrderCount: 2,
  ...overrides,
});

export const subOrder = (overrides: Partial<TSubOrder> = {}): TSubOrder => ({
  subOrderNo: 'LO-1-1',
  betType: 'LO',
  numbers: ['27'],
  stakeMinor: 1_000,
  odds: 350,
  status: 'open',
  hits: null,
  winMinor: 0,
  cancellable: true,
  ...overrides,
});

export const lotteryDraw = (overrides: Partial<TDraw> = {}): TDraw => ({
  gameCode: 'VN_FAST_5M',
  gameName: 'VN Quick 5 Minutes',
  drawCode: '20250520-0115',
  resultFormat: 'VN_NORTH',
  status: 'open',
  closeAt: RECORD_TIME + 240_000,
  drawAt: RECORD_TIME + 245_000,
  serverSeedHash: 'a'.repeat(64),
  serverSeed: null,
  results: null,
  drawnAt: null,
  ...overrides,
});

export const lotteryOrderDetail = (
  overrides: Partial<TLotteryOrderDetail> = {},
  subOrders: TSubOrder[] = [
    subOrder(),
    subOrder({ subOrderNo: 'LO-1-2', betType: 'DE', numbers: ['45'], stakeMinor: 2_000, odds: 9_500 }),
  ],
): TLotteryOrderDetail => ({ ...lotteryOrder(), subOrders, draw: lotteryDraw(), ...overrides });
