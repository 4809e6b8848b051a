import { sql } from 'drizzle-orm';
import type { TContractType } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { agentTree } from '../../../db/schema-agent.js';
import { gameRounds } from '../../../db/schema-play.js';

/** A team's play in a span of time: what a settlement is computed from. */
export type TTeamFigures = {
  /** Stakes of the settled rounds. */
  validBetMinor: number;
  /** Wins − stakes: negative when the team lost. */
  profitLossMinor: number;
  /** Members with a settled round. */
  activeMembers: number;
};

/**
 * The agent's team's (everyone below it) settled rounds whose settlement
 * time falls in [from, to); each member's rounds are one range read of
 * `game_rounds_member_settled_index`.
 */
export const teamFigures = (db: TExecutor, agentId: number, from: number, to: number): TTeamFigures => {
  const row = db.get<{ bet: number; win: number; active: number }>(sql`
    SELECT coalesce(sum(r.bet_minor), 0) AS bet, coalesce(sum(r.win_minor), 0) AS win,
           count(DISTINCT r.member_id) AS active
    FROM ${agentTree} t
    JOIN ${gameRounds} r ON r.member_id = t.member_id AND r.settled_at >= ${from} AND r.settled_at < ${to}
    WHERE t.ancestor_id = ${agentId} AND r.status = 'settled' AND r.is_trial = 0
  `);
  return { validBetMinor: row.bet, profitLossMinor: row.win - row.bet, activeMembers: row.active };
};

export type TContractTerms = {
  contractType: TContractType;
  rateBp: number;
  minValidBetMinor: number;
  minActiveMembers: number;
};

/** Whether the period met both thresholds. */
export const qualifies = (terms: TContractTerms, figures: TTeamFigures): boolean =>
  figures.validBetMinor >= terms.minValidBetMinor && figures.activeMembers >= terms.minActiveMembers;

/**
 * What a period pays (minor units, rounded down): nothing below either
 * threshold; salaries the rate of the valid bets, dividends the rate of the
 * team's net loss (nothing when the team won).
 */
export const payoutOf = (terms: TContractTerms, figures: TTeamFigures): number => {
  if (!qualifies(terms, figures)) return 0;
  const base =
    terms.contractType === 'dividend' ? Math.max(0, -figures.profitLossMinor) : figures.validBetMinor;
  return Math.floor((base * terms.rateBp) / 10_000);
};
