import type { TFloatSource } from '../cards.js';
import { fairFloatStream } from '../fair-stream.js';
import { logistic, oddsFromProbabilities, pickByProbability, returnAtOdds } from '../odds.js';

/**
 * The sportsbook's fixtures: the same every time for a given UTC day (a
 * seeded stream per feed and day), with odds from implied probabilities plus
 * a margin. Results are not part of a fixture: they are drawn at settlement
 * from the fixture's own seed, with the true probabilities.
 */
export const SPORT_FEEDS = ['SPORTS', 'ESPORTS'] as const;
export type TSportFeed = (typeof SPORT_FEEDS)[number];

export const SPORTS = ['football', 'basketball', 'lol', 'dota2', 'cs2', 'valorant'] as const;
export type TSport = (typeof SPORTS)[number];

export type TSportProfile = {
  feed: TSportFeed;
  label: string;
  /** Fixtures per day. */
  perDay: number;
  durationMinutes: number;
  margin: number;
  /** Three-way market (home, draw, away) or two-way (home, away). */
  hasDraw: boolean;
  leagues: readonly string[];
};

const CLUBS = [
  'Manila Kings',
  'Cebu Tide',
  'Davao Eagles',
  'Iloilo Storm',
  'Baguio Pines',
  'Quezon United',
  'Makati Lions',
  'Pasig Rovers',
  'Bohol Sharks',
  'Laguna Falcons',
  'Taguig Titans',
  'Batangas Bulls',
  'Zamboanga Reds',
  'Cavite Navy',
  'Pampanga Suns',
  'Leyte Waves',
];
const ESPORTS_TEAMS = [
  'Nova Five',
  'Crimson Core',
  'Blacklight',
  'Tidebreakers',
  'Rogue Atlas',
  'Iron Lotus',
  'Phantom Wing',
  'Solar Ghosts',
  'Void Runners',
  'Kite Gaming',
  'Apex Jade',
  'Neon Serpents',
];

export const SPORT_PROFILES: Record<TSport, TSportProfile> = {
  football: {
    feed: 'SPORTS',
    label: 'Football',
    perDay: 16,
    durationMinutes: 105,
    margin: 0.06,
    hasDraw: true,
    leagues: ['Island Premier League', 'Archipelago Cup', 'Metro Division One'],
  },
  basketball: {
    feed: 'SPORTS',
    label: 'Basketball',
    perDay: 12,
    durationMinutes: 130,
    margin: 0.05,
    hasDraw: false,
    leagues: ['National Hoops League', 'Coastal Basketball Association'],
  },
  lol: {
    feed: 'ESPORTS',
    label: 'League of Legends',
    perDay: 8,
    durationMinutes: 45,
    margin: 0.07,
    hasDraw: false,
    leagues: ['Pacific Rift Series'],
  },
  dota2: {
    feed: 'ESPORTS',
    label: 'Dota 2',
    perDay: 8,
    durationMinutes: 50,
    margin: 0.07,
    hasDraw: false,
    leagues: ['Ancient Clash Masters'],
  },
  cs2: {
    feed: 'ESPORTS',
    label: 'Counter-Strike 2',
    perDay: 8,
    durationMinutes: 40,
    margin: 0.07,
    hasDraw: false,
    leagues: ['Tactical Pro League'],
  },
  valorant: {
    feed: 'ESPORTS',
    label: 'Valorant',
    perDay: 6,
    durationMinutes: 40,
    margin: 0.07,
    hasDraw: false,
    leagues: ['Spike Challengers'],
  },
};

export type TSelection = 'home' | 'draw' | 'away';

export type TFixture = {
  /** `<sport>-<yyyymmdd>-<n>`: the same id for the same fixture every time. */
  fixtureId: string;
  feed: TSportFeed;
  sport: TSport;
  league: string;
  home: string;
  away: string;
  kickoffAt: number;
  endsAt: number;
  /** True probabilities, in the order of `selections`. */
  probabilities: number[];
  selections: TSelection[];
  /** Returns in hundredths, in the order of `selections`. */
  odds: number[];
};

export const DAY_MS = 86_400_000;

export const dayNumberOf = (nowMs: number): number => Math.floor(nowMs / DAY_MS);

const dayLabel = (dayNo: number): string =>
  new Date(dayNo * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');

const twoTeams = (teams: readonly string[], next: TFloatSource): [string, string] => {
  const home = Math.floor(next() * teams.length);
  const away = (home + 1 + Math.floor(next() * (teams.length - 1))) % teams.length;
  return [teams[home]!, teams[away]!];
};

/** The market of a match-up: strength difference plus home advantage. */
export const matchProbabilities = (profile: TSportProfile, strengthDiff: number): number[] => {
  const homeShare = logistic(strengthDiff * 2.4 + (profile.feed === 'SPORTS' ? 0.25 : 0));
  if (!profile.hasDraw) return [homeShare, 1 - homeShare];
  const draw = 0.3 - 0.12 * Math.abs(strengthDiff);
  return [(1 - draw) * homeShare, draw, (1 - draw) * (1 - homeShare)];
};

/** The fixtures of one sport on one UTC day, kickoffs spread over the day. */
export const fixturesOfSportDay = (sport: TSport, dayNo: number): TFixture[] => {
  const profile = SPORT_PROFILES[sport];
  const next = fairFloatStream('sportsbook-fixtures', `${sport}:${dayNo}`, 0);
  const teams = profile.feed === 'SPORTS' ? CLUBS : ESPORTS_TEAMS;
  const slotMs = DAY_MS / profile.perDay;
  // Sports of one feed start on different minutes, so a page never shows them all at once.
  const offsetMs = SPORTS.indexOf(sport) * 7 * 60_000;
  const fixtures: TFixture[] = [];
  for (let index = 0; index < profile.perDay; index++) {
    const [home, away] = twoTeams(teams, next);
    const league = profile.leagues[Math.floor(next() * profile.leagues.length)]!;
    const probabilities = matchProbabilities(profile, next() * 2 - 1);
    const kickoffAt = dayNo * DAY_MS + index * slotMs + offsetMs;
    fixtures.push({
      fixtureId: `${sport}-${dayLabel(dayNo)}-${index + 1}`,
      feed: profile.feed,
      sport,
      league,
      home,
      away,
      kickoffAt,
      endsAt: kickoffAt + profile.durationMinutes * 60_000,
      probabilities,
      selections: profile.hasDraw ? ['home', 'draw', 'away'] : ['home', 'away'],
      odds: oddsFromProbabilities(probabilities, profile.margin),
    });
  }
  return fixtures;
};

/** Every fixture of a feed on a day, by kickoff. */
export const fixturesOfDay = (feed: TSportFeed, dayNo: number): TFixture[] =>
  SPORTS.filter((sport) => SPORT_PROFILES[sport].feed === feed)
    .flatMap((sport) => fixturesOfSportDay(sport, dayNo))
    .sort((a, b) => a.kickoffAt - b.kickoffAt || a.fixtureId.localeCompare(b.fixtureId));

/** Finds a fixture by id (its sport and day are in the id). */
export const fixtureById = (fixtureId: string): TFixture | undefined => {
  const match = /^([a-z0-9]+)-(\d{4})(\d{2})(\d{2})-(\d+)$/.exec(fixtureId);
  if (!match || !(SPORTS as readonly string[]).includes(match[1]!)) return undefined;
  const dayNo = dayNumberOf(Date.UTC(Number(match[2]), Number(match[3]) - 1, Number(match[4])));
  return fixturesOfSportDay(match[1] as TSport, dayNo).find((fixture) => fixture.fixtureId === fixtureId);
};

export type TFixtureResult = { selection: TSelection; homeScore: number; awayScore: number };

const footballScore = (selection: TSelection, next: TFloatSource): [number, number] => {
  const low = Math.floor(next() * 3);
  const margin = 1 + Math.floor(next() * 3);
  if (selection === 'draw') return [low, low];
  return selection === 'home' ? [low + margin, low] : [low, low + margin];
};

const basketballScore = (selection: TSelection, next: TFloatSource): [number, number] => {
  const loser = 88 + Math.floor(next() * 25);
  const winner = loser + 1 + Math.floor(next() * 18);
  return selection === 'home' ? [winner, loser] : [loser, winner];
};

/** Best of three maps. */
const esportsScore = (selection: TSelection, next: TFloatSource): [number, number] => {
  const loserMaps = next() < 0.45 ? 1 : 0;
  return selection === 'home' ? [2, loserMaps] : [loserMaps, 2];
};

/** The result, drawn with the true probabilities from a fair stream, and a score that agrees with it. */
export const decideFixture = (fixture: TFixture, next: TFloatSource): TFixtureResult => {
  const selection = fixture.selections[pickByProbability(fixture.probabilities, next())]!;
  const score =
    fixture.sport === 'football'
      ? footballScore(selection, next)
      : fixture.sport === 'basketball'
        ? basketballScore(selection, next)
        : esportsScore(selection, next);
  return { selection, homeScore: score[0], awayScore: score[1] };
};

/** What a single returns (stake included; 0 = lost). */
export const singleReturn = (
  selection: TSelection,
  stakeMinor: number,
  oddsHundredths: number,
  result: TFixtureResult,
): number => (selection === result.selection ? returnAtOdds(stakeMinor, oddsHundredths) : 0);

export const oddsOf = (fixture: TFixture, selection: TSelection): number | undefined => {
  const index = fixture.selections.indexOf(selection);
  return index < 0 ? undefined : fixture.odds[index];
};
