import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { games } from '../../db/schema-games.js';
import type { TGameRound } from '../../db/schema-play.js';
import { advanceMissions } from './missions/mission-progress.js';
import { postPointEntry } from './points/point-ledger.js';
import { validBetPerPointOf } from './points/point-settings.js';
import { noteRewardMoves } from './reward-moves.js';

/**
 * What a real member's round earns once it settles, in the settling
 * transaction: the points of its game category, `floor(stake /
 * validBetPerPoint)` with key `accrual:<roundId>`, and progress on the
 * missions of the current cycle (TURNOVER by the stake, the valid bet;
 * ROUNDS by one), which may complete them. Answers what moved.
 */
export const earnFromSettledRound = (tx: TExecutor, round: TGameRound, now: Date) => {
  if (round.memberId === null || round.isTrial || round.betMinor <= 0) return null;
  const memberId = round.memberId;
  const category = tx
    .select({ gameType: games.gameType })
    .from(games)
    .where(eq(games.id, round.gameId))
    .get();
  const perPoint = category ? validBetPerPointOf(tx, round.merchantId, category.gameType) : null;
  const points = perPoint ? Math.floor(round.betMinor / perPoint) : 0;
  if (points > 0)
    postPointEntry(tx, {
      memberId,
      points,
      kind: 'accrual',
      idempotencyKey: `accrual:${round.roundId}`,
      reference: round.roundId,
      now,
    });
  const turnover = advanceMissions(tx, {
    merchantId: round.merchantId,
    memberId,
    metric: 'TURNOVER',
    amount: round.betMinor,
    now,
  });
  const rounds = advanceMissions(tx, {
    merchantId: round.merchantId,
    memberId,
    metric: 'ROUNDS',
    amount: 1,
    now,
  });
  return {
    memberId,
    points: points > 0,
    missionIds: [...turnover.moved, ...rounds.moved],
    claimIds: [...turnover.issued, ...rounds.issued].map((claim) => claim.id),
  };
};

/**
 * The hook of a settled round: the seamless wallet's credit, which every
 * engine, vendor and lottery settlement goes through, calls it once per
 * round, in its transaction. The events follow the request's reply
 * (`publishRewardMoves`).
 */
export const rewardSettledRound = (tx: TExecutor, round: TGameRound, now: Date): void => {
  const moved = earnFromSettledRound(tx, round, now);
  if (moved) noteRewardMoves(tx, moved);
};
