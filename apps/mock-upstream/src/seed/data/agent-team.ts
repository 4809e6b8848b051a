import { AGENT_MEMBER_TYPES, PLAYER_MEMBER_TYPE } from '@site/contracts';
import { seededRandom, type TRandom } from '../../core/prng.js';

/**
 * The seeded agent's team (docs/history/agent-interfaces.md, "The seed"):
 * `demo_agent` with sub-agents `demo_sub` (and its `demo_sub2`) and
 * `demo_sub_b`, players under each and directly under `demo_agent`, and 30
 * days of deposits, settled rounds and withdrawals for every one of them, so
 * every report and chart has data on first start. Deterministic (seeded).
 */
export const DEMO_AGENT_USERNAME = 'demo_agent';
export const DEMO_AGENT_PAYMENT_PASSWORD = '246810';
const SUB_AGENT_TYPE = AGENT_MEMBER_TYPES[1];

export type TTeamSeedMember = { username: string; type: number; uplineUsername: string };

const playersUnder = (uplineUsername: string, prefix: string, count: number): TTeamSeedMember[] =>
  Array.from({ length: count }, (_, index) => ({
    username: `${prefix}_p${index + 1}`,
    type: PLAYER_MEMBER_TYPE,
    uplineUsername,
  }));

/** Uplines before their downlines. */
export const AGENT_TEAM_MEMBERS: readonly TTeamSeedMember[] = [
  { username: 'demo_sub', type: SUB_AGENT_TYPE, uplineUsername: DEMO_AGENT_USERNAME },
  { username: 'demo_sub2', type: SUB_AGENT_TYPE, uplineUsername: 'demo_sub' },
  { username: 'demo_sub_b', type: SUB_AGENT_TYPE, uplineUsername: DEMO_AGENT_USERNAME },
  ...playersUnder(DEMO_AGENT_USERNAME, 'demo_agent', 4),
  ...playersUnder('demo_sub', 'demo_sub', 4),
  ...playersUnder('demo_sub2', 'demo_sub2', 3),
  ...playersUnder('demo_sub_b', 'demo_sub_b', 3),
];

/** The sub-agents' logins printed at start-up next to the other demo logins. */
export const AGENT_TEAM_LOGINS = AGENT_TEAM_MEMBERS.filter((member) => member.type === SUB_AGENT_TYPE);

const DAY_MS = 24 * 60 * 60 * 1000;
export const ACTIVITY_DAYS = 30;
const TEAM_SEED = 13_013;

export type TTeamActivity =
  | { kind: 'deposit' | 'withdraw'; amountMinor: number; at: Date }
  | { kind: 'round'; gameIndex: number; betMinor: number; winMinor: number; at: Date };

/** Multipliers of a stake and their weights: the house keeps a few percent. */
const MULTIPLIERS: readonly [number, number][] = [
  [0, 52],
  [1.5, 22],
  [2, 14],
  [3, 8],
  [10, 3],
  [25, 1],
];
const MULTIPLIER_WEIGHT = MULTIPLIERS.reduce((sum, [, weight]) => sum + weight, 0);

const multiplierOf = (random: TRandom): number => {
  let roll = random.next() * MULTIPLIER_WEIGHT;
  return MULTIPLIERS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 0;
};

/**
 * One member's 30 days, oldest first: a first deposit, one to three rounds a
 * day on the given games, more deposits now and then, and a withdrawal of
 * part of the balance when it grew; never more than the balance.
 */
export const memberActivity = (memberIndex: number, gameCount: number, now: Date): TTeamActivity[] => {
  const random = seededRandom(TEAM_SEED + memberIndex);
  const activity: TTeamActivity[] = [];
  let balanceMinor = 0;
  for (let daysAgo = ACTIVITY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    // Hours of the day (before now) at which this day's events happen, in order.
    const dayStart = now.getTime() - (daysAgo + 1) * DAY_MS;
    const times = Array.from({ length: 6 }, () => dayStart + random.int(1, DAY_MS - 1)).sort((a, b) => a - b);
    let slot = 0;
    const nextAt = () => new Date(times[slot++] ?? dayStart);
    if (daysAgo === ACTIVITY_DAYS - 1 || random.chance(0.15)) {
      const amountMinor = random.int(20, 200) * 10_000;
      balanceMinor += amountMinor;
      activity.push({ kind: 'deposit', amountMinor, at: nextAt() });
    }
    for (let round = random.int(1, 3); round > 0; round--) {
      const betMinor = Math.min(balanceMinor, random.int(1, 40) * 5_000);
      if (betMinor <= 0) break;
      const winMinor = Math.round(betMinor * multiplierOf(random));
      balanceMinor += winMinor - betMinor;
      activity.push({
        kind: 'round',
        gameIndex: random.int(0, gameCount - 1),
        betMinor,
        winMinor,
        at: nextAt(),
      });
    }
    if (balanceMinor > 2_000_000 && random.chance(0.3)) {
      const amountMinor = Math.floor((balanceMinor * random.int(20, 50)) / 100 / 100) * 100;
      balanceMinor -= amountMinor;
      activity.push({ kind: 'withdraw', amountMinor, at: nextAt() });
    }
  }
  return activity;
};

/** When a member of the team registered: a month or two before its activity. */
export const registeredAt = (memberIndex: number, now: Date): Date =>
  new Date(
    now.getTime() - (ACTIVITY_DAYS + 1 + seededRandom(TEAM_SEED * 7 + memberIndex).int(0, 30)) * DAY_MS,
  );
