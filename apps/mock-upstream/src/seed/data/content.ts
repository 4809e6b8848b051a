import { LIMITS, MINOR_PER_MAJOR } from '@site/contracts';
import type { TTransaction } from '../../db/client.js';
import { jackpotPools, lobbyNews, sportMatches } from '../../db/schema-content.js';

const HOUR_MS = 60 * 60 * 1000;

type TSeedMatch = Omit<typeof sportMatches.$inferInsert, 'merchantId' | 'kickOffAt'> & {
  /** Hours from the seed time. */
  kickOffInHours: number;
};

const football = { gameType: 'SPORTS', sportEn: 'Football', sportTy: 'Putbol' } as const;
const basketball = { gameType: 'SPORTS', sportEn: 'Basketball', sportTy: 'Basketbol' } as const;
const mobaEsports = { gameType: 'ESPORTS', sportEn: 'MOBA', sportTy: 'MOBA' } as const;

/** Hot matches of the sportsbooks (IBC, SBT) and e-sports books (AV, IMES) of the games seed. */
const SEED_MATCHES: readonly TSeedMatch[] = [
  {
    ...football,
    vassalage: 'IBC',
    leagueEn: 'English Premier League',
    leagueTy: 'English Premier League',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    kickOffInHours: 2,
    homeOddsHundredths: 195,
    drawOddsHundredths: 340,
    awayOddsHundredths: 380,
  },
  {
    ...football,
    vassalage: 'IBC',
    leagueEn: 'Spanish La Liga',
    leagueTy: 'Spanish La Liga',
    homeTeam: 'Real Madrid',
    awayTeam: 'Sevilla',
    kickOffInHours: 5,
    homeOddsHundredths: 145,
    drawOddsHundredths: 450,
    awayOddsHundredths: 650,
  },
  {
    ...basketball,
    vassalage: 'SBT',
    leagueEn: 'PBA Governors’ Cup',
    leagueTy: 'PBA Governors’ Cup',
    homeTeam: 'San Miguel Beermen',
    awayTeam: 'Barangay Ginebra',
    kickOffInHours: 8,
    homeOddsHundredths: 185,
    drawOddsHundredths: null,
    awayOddsHundredths: 195,
  },
  {
    ...football,
    vassalage: 'SBT',
    leagueEn: 'UEFA Champions League',
    leagueTy: 'UEFA Champions League',
    homeTeam: 'Bayern Munich',
    awayTeam: 'Inter Milan',
    kickOffInHours: 26,
    homeOddsHundredths: 170,
    drawOddsHundredths: 390,
    awayOddsHundredths: 460,
  },
  {
    ...basketball,
    vassalage: 'IBC',
    leagueEn: 'NBA',
    leagueTy: 'NBA',
    homeTeam: 'Los Angeles Lakers',
    awayTeam: 'Golden State Warriors',
    kickOffInHours: 30,
    homeOddsHundredths: 205,
    drawOddsHundredths: null,
    awayOddsHundredths: 178,
  },
  {
    ...mobaEsports,
    vassalage: 'AV',
    leagueEn: 'MPL Philippines',
    leagueTy: 'MPL Philippines',
    homeTeam: 'Blacklist International',
    awayTeam: 'ECHO',
    kickOffInHours: 3,
    homeOddsHundredths: 210,
    drawOddsHundredths: null,
    awayOddsHundredths: 170,
  },
  {
    ...mobaEsports,
    vassalage: 'IMES',
    leagueEn: 'Dota 2 Pro Circuit',
    leagueTy: 'Dota 2 Pro Circuit',
    homeTeam: 'Team Liquid',
    awayTeam: 'Tundra Esports',
    kickOffInHours: 20,
    homeOddsHundredths: 190,
    drawOddsHundredths: null,
    awayOddsHundredths: 188,
  },
];

type TSeedNews = Omit<typeof lobbyNews.$inferInsert, 'merchantId' | 'publishedAt'> & {
  /** Hours before the seed time. */
  hoursAgo: number;
};

/** News of the game lobbies, in English and Tagalog; a null gameType shows in every lobby. */
const SEED_NEWS: readonly TSeedNews[] = [
  {
    gameType: 'RNG',
    titleEn: 'New slot: Dragon Fortune',
    titleTy: 'Bagong slot: Dragon Fortune',
    contentEn: 'Five reels, twenty lines and a free-spin round. Try it now from the slots lobby.',
    contentTy: 'Limang reel, dalawampung linya at libreng spin. Subukan na ngayon sa lobby ng slots.',
    hoursAgo: 3,
  },
  {
    gameType: 'RNG',
    titleEn: 'Jackpot games pay out all week',
    titleTy: 'Buong linggong panalo sa mga jackpot game',
    contentEn: 'Every spin on a JP game adds to the progressive pool shown on the home page.',
    contentTy: 'Bawat spin sa JP game ay dagdag sa progressive pool na nasa home page.',
    hoursAgo: 30,
  },
  {
    gameType: 'LIVE',
    titleEn: 'More baccarat tables tonight',
    titleTy: 'Dagdag na mesa ng baccarat ngayong gabi',
    contentEn: 'Three extra tables open from 8 pm to 2 am, with the same limits as the main room.',
    contentTy: 'Tatlong dagdag na mesa mula 8 pm hanggang 2 am, pareho ang limitasyon sa main room.',
    hoursAgo: 5,
  },
  {
    gameType: 'FISH',
    titleEn: 'Fishing boss week',
    titleTy: 'Linggo ng boss sa pangingisda',
    contentEn: 'Golden boss fish swim twice as often until Sunday.',
    contentTy: 'Dalawang beses na mas madalas lumitaw ang gintong boss na isda hanggang Linggo.',
    hoursAgo: 12,
  },
  {
    gameType: 'PVP',
    titleEn: 'Poker rooms with lower blinds',
    titleTy: 'Mga poker room na mas mababa ang blinds',
    contentEn: 'New beginner rooms start at 1/2 blinds. Take a seat from the poker lobby.',
    contentTy:
      'Ang mga bagong kuwarto para sa baguhan ay nagsisimula sa 1/2 na blinds. Umupo na mula sa poker lobby.',
    hoursAgo: 8,
  },
  {
    gameType: null,
    titleEn: 'Scheduled maintenance on Monday',
    titleTy: 'Nakatakdang maintenance sa Lunes',
    contentEn: 'Some vendors pause from 2 am to 4 am for upgrades. Balances stay safe.',
    contentTy: 'Hihinto ang ilang vendor mula 2 am hanggang 4 am para sa upgrade. Ligtas ang inyong balanse.',
    hoursAgo: 48,
  },
];

/** The pool grows 75 a second on average: the 100–500 every 3–5 s of docs/product.md §9. */
const JACKPOT_GROWTH_PER_SECOND_MINOR = 75 * MINOR_PER_MAJOR;
/** 1% of every settled real bet joins the pool. */
const JACKPOT_BET_SHARE_BASIS_POINTS = 100;
/** The seed sits mid-way in the range the counter used to pick at random. */
const JACKPOT_SEED_MINOR = ((LIMITS.jackpot.startMin + LIMITS.jackpot.startMax) / 2) * MINOR_PER_MAJOR;

/** Hot matches, lobby news and the jackpot of the demo merchant. */
export const insertContentSeed = (tx: TTransaction, merchantId: number, now: Date): void => {
  tx.insert(sportMatches)
    .values(
      SEED_MATCHES.map(({ kickOffInHours, ...match }) => ({
        ...match,
        merchantId,
        kickOffAt: new Date(now.getTime() + kickOffInHours * HOUR_MS),
      })),
    )
    .run();
  tx.insert(lobbyNews)
    .values(
      SEED_NEWS.map(({ hoursAgo, ...news }) => ({
        ...news,
        merchantId,
        publishedAt: new Date(now.getTime() - hoursAgo * HOUR_MS),
      })),
    )
    .run();
  tx.insert(jackpotPools)
    .values({
      merchantId,
      seedMinor: JACKPOT_SEED_MINOR,
      seededAt: now,
      growthPerSecondMinor: JACKPOT_GROWTH_PER_SECOND_MINOR,
      betShareBasisPoints: JACKPOT_BET_SHARE_BASIS_POINTS,
    })
    .run();
};
