import { and, eq } from 'drizzle-orm';
import type { TLotteryRegion, TResultFormat } from '@site/contracts';
import type { TTransaction } from '../../db/client.js';
import { games } from '../../db/schema-games.js';
import { lotterySchedules } from '../../db/schema-lottery.js';

/**
 * The lottery games (docs/history/lottery-interfaces.md "Games, formats, schedules"):
 * each is a `games` row of engine `lottery` (its gameId is the game code) and
 * a `lottery_schedules` row. The catalogue (vendors.ts) takes its games from
 * this list, so a game and its schedule are written once.
 */
export type TSeedLotterySchedule =
  { kind: 'interval'; seconds: number } | { kind: 'weekly'; weekdays: readonly number[]; time: string };

export type TSeedLotteryGame = {
  vassalage: string;
  gameCode: string;
  name: string;
  nameTy: string;
  groupCode: string;
  resultFormat: TResultFormat;
  region: TLotteryRegion | null;
  provinceName: string | null;
  schedule: TSeedLotterySchedule;
  utcOffsetMinutes: number;
  closeBeforeSeconds: number;
};

/** Vietnam's clock (UTC+7): the LOTT and VN games. */
const VN_OFFSET_MINUTES = 7 * 60;
/** Malaysia's and Singapore's clock (UTC+8): the SEA games. */
const SEA_OFFSET_MINUTES = 8 * 60;
/** Fast games close 5 s before the draw; scheduled ones 15 minutes. */
const FAST_CLOSE_SECONDS = 5;
const SCHEDULED_CLOSE_SECONDS = 15 * 60;

const FAST_MINUTES = [1, 3, 5] as const;

const fastGames = (
  vassalage: string,
  prefix: string,
  groupCode: string,
  region: TLotteryRegion | null,
  names: { en: string; ty: string },
  utcOffsetMinutes: number,
  resultFormat: TResultFormat,
): TSeedLotteryGame[] =>
  FAST_MINUTES.map((minutes) => ({
    vassalage,
    gameCode: `${prefix}_${minutes}M`,
    name: `${names.en} ${minutes} ${minutes === 1 ? 'Minute' : 'Minutes'}`,
    nameTy: `${names.ty} ${minutes} Minuto`,
    groupCode,
    resultFormat,
    region,
    provinceName: null,
    schedule: { kind: 'interval', seconds: minutes * 60 },
    utcOffsetMinutes,
    closeBeforeSeconds: FAST_CLOSE_SECONDS,
  }));

/** Weekdays are 0 = Sunday … 6 = Saturday, in the draw's own zone. */
type TProvince = { code: string; province: string; weekdays: readonly number[] };

const VN_REGIONS: readonly {
  groupCode: string;
  region: TLotteryRegion;
  resultFormat: TResultFormat;
  time: string;
  provinces: readonly TProvince[];
}[] = [
  {
    groupCode: 'VN_NORTH',
    region: 'NORTH',
    resultFormat: 'VN_NORTH',
    time: '18:15',
    provinces: [
      { code: 'VN_HANOI', province: 'Hanoi', weekdays: [1, 4] },
      { code: 'VN_QUANGNINH', province: 'Quang Ninh', weekdays: [2] },
      { code: 'VN_BACNINH', province: 'Bac Ninh', weekdays: [3] },
      { code: 'VN_HAIPHONG', province: 'Hai Phong', weekdays: [5] },
      { code: 'VN_NAMDINH', province: 'Nam Dinh', weekdays: [6] },
      { code: 'VN_THAIBINH', province: 'Thai Binh', weekdays: [0] },
    ],
  },
  {
    groupCode: 'VN_CENTRAL',
    region: 'CENTRAL',
    resultFormat: 'VN_SOUTH',
    time: '17:15',
    provinces: [
      { code: 'VN_HUE', province: 'Hue', weekdays: [1, 0] },
      { code: 'VN_QUANGNAM', province: 'Quang Nam', weekdays: [2] },
      { code: 'VN_DANANG', province: 'Da Nang', weekdays: [3, 6] },
      { code: 'VN_KHANHHOA', province: 'Khanh Hoa', weekdays: [3, 0] },
      { code: 'VN_BINHDINH', province: 'Binh Dinh', weekdays: [4] },
      { code: 'VN_GIALAI', province: 'Gia Lai', weekdays: [5] },
    ],
  },
  {
    groupCode: 'VN_SOUTH',
    region: 'SOUTH',
    resultFormat: 'VN_SOUTH',
    time: '16:15',
    provinces: [
      { code: 'VN_HCMC', province: 'Ho Chi Minh', weekdays: [1, 6] },
      { code: 'VN_BENTRE', province: 'Ben Tre', weekdays: [2] },
      { code: 'VN_DONGNAI', province: 'Dong Nai', weekdays: [3] },
      { code: 'VN_CANTHO', province: 'Can Tho', weekdays: [3] },
      { code: 'VN_TAYNINH', province: 'Tay Ninh', weekdays: [4] },
      { code: 'VN_VINHLONG', province: 'Vinh Long', weekdays: [5] },
      { code: 'VN_TIENGIANG', province: 'Tien Giang', weekdays: [0] },
    ],
  },
];

const vnRegionalGames = (): TSeedLotteryGame[] =>
  VN_REGIONS.flatMap(({ groupCode, region, resultFormat, time, provinces }) =>
    provinces.map(({ code, province, weekdays }) => ({
      vassalage: 'TCG_LOTTO_VN',
      gameCode: code,
      name: `${province} Lottery`,
      nameTy: `Loterya ng ${province}`,
      groupCode,
      resultFormat,
      region,
      provinceName: province,
      schedule: { kind: 'weekly', weekdays, time },
      utcOffsetMinutes: VN_OFFSET_MINUTES,
      closeBeforeSeconds: SCHEDULED_CLOSE_SECONDS,
    })),
  );

/** 4D draws: Wednesday, Saturday and Sunday at 19:00 (UTC+8). */
const SEA_4D_GAMES = [
  { gameCode: 'SEA_4D_MAGNUM', name: 'Magnum 4D' },
  { gameCode: 'SEA_4D_TOTO', name: 'Toto 4D' },
  { gameCode: 'SEA_4D_DAMACAI', name: 'Da Ma Cai 4D' },
] as const;

const sea4dGames = (): TSeedLotteryGame[] =>
  SEA_4D_GAMES.map(({ gameCode, name }) => ({
    vassalage: 'TCG_SEA',
    gameCode,
    name,
    nameTy: name,
    groupCode: 'SEA_4D',
    resultFormat: 'SEA_4D',
    region: null,
    provinceName: null,
    schedule: { kind: 'weekly', weekdays: [3, 6, 0], time: '19:00' },
    utcOffsetMinutes: SEA_OFFSET_MINUTES,
    closeBeforeSeconds: SCHEDULED_CLOSE_SECONDS,
  }));

/** Every lottery game, in catalogue order (a vendor's games in this order). */
export const SEED_LOTTERY_GAMES: readonly TSeedLotteryGame[] = [
  ...fastGames(
    'LOTT',
    'LOTT_FAST',
    'FAST',
    null,
    { en: 'Lucky Lotto', ty: 'Suwerteng Lotto' },
    VN_OFFSET_MINUTES,
    'VN_NORTH',
  ),
  ...vnRegionalGames(),
  ...fastGames(
    'TCG_LOTTO_VN',
    'VN_FAST',
    'VN_FAST',
    'FAST',
    { en: 'VN Quick', ty: 'Mabilis na VN' },
    VN_OFFSET_MINUTES,
    'VN_NORTH',
  ),
  ...sea4dGames(),
  ...fastGames(
    'TCG_SEA',
    'SEA_FAST',
    'SEA_FAST',
    null,
    { en: 'SEA Quick', ty: 'Mabilis na SEA' },
    SEA_OFFSET_MINUTES,
    'SEA_4D',
  ),
];

/** The schedules of the merchant's lottery games (after the catalogue seed), in the caller's transaction. */
export const insertLotterySeed = (tx: TTransaction, merchantId: number): void => {
  for (const game of SEED_LOTTERY_GAMES) {
    const row = tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.merchantId, merchantId), eq(games.gameId, game.gameCode)))
      .get();
    if (!row) throw new Error(`lottery game ${game.gameCode} is not in the catalogue`);
    const { schedule } = game;
    tx.insert(lotterySchedules)
      .values({
        gameId: row.id,
        resultFormat: game.resultFormat,
        region: game.region,
        provinceName: game.provinceName,
        scheduleKind: schedule.kind,
        intervalSeconds: schedule.kind === 'interval' ? schedule.seconds : null,
        weekdays: schedule.kind === 'weekly' ? [...schedule.weekdays] : null,
        drawTime: schedule.kind === 'weekly' ? schedule.time : null,
        utcOffsetMinutes: game.utcOffsetMinutes,
        closeBeforeSeconds: game.closeBeforeSeconds,
      })
      .run();
  }
};
