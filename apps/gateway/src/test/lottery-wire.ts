import type { TWireDraw, TWireOrderDetail } from '@site/contracts';

/**
 * Wire lottery answers as the upstream sends them (major units, `numero`,
 * times in ms), for the gateway's unit tests.
 */
export const WIRE_DRAW: TWireDraw = {
  gameCode: 'LOTT_FAST_1M',
  gameName: 'Lucky Lotto 1 Minute',
  numero: '20261125-0420',
  resultFormat: 'VN_NORTH',
  status: 'drawn',
  closeTime: 1_764_000_055_000,
  drawTime: 1_764_000_060_000,
  serverSeedHash: 'ab'.repeat(32),
  serverSeed: 'cd'.repeat(32),
  results: { special: ['12345'], seventh: ['27', '03', '27', '99'] },
  drawnTime: 1_764_000_060_250,
};

/** A draw not drawn yet: no seed, no results. */
export const WIRE_OPEN_DRAW: TWireDraw = {
  ...WIRE_DRAW,
  numero: '20261125-0421',
  status: 'open',
  closeTime: 1_764_000_115_000,
  drawTime: 1_764_000_120_000,
  serverSeed: null,
  results: null,
  drawnTime: null,
};

export const WIRE_ORDER_DETAIL: TWireOrderDetail = {
  orderNo: 61,
  gameCode: 'LOTT_FAST_1M',
  gameName: 'Lucky Lotto 1 Minute',
  numero: '20261125-0420',
  status: 'settled',
  betTime: 1_764_000_010_000,
  closeTime: 1_764_000_055_000,
  totalStake: 20.5,
  totalWin: '70',
  subOrderCount: 2,
  subOrders: [
    {
      subOrderNo: 62,
      betType: 'LO',
      numbers: ['27'],
      stake: 10,
      odds: 350,
      status: 'won',
      hits: 2,
      win: 70,
      cancellable: false,
    },
    {
      subOrderNo: '63',
      betType: 'XIEN2',
      numbers: ['01', '02'],
      stake: '10.50',
      odds: 1600,
      status: 'lost',
      hits: 0,
      win: 0,
      cancellable: false,
    },
  ],
  draw: WIRE_DRAW,
};
