import { toMajorUnits, type TWirePlaySession } from '@site/contracts';
import { rgStatements } from '../../core/responsible/rg-statements.js';
import type { TExecutor } from '../../db/client.js';
import type { TAuthenticated } from '../../types/fastify.js';
import { realityCheckSecondsOf } from './reality-check-store.js';

/**
 * `GET session`: this sign-in's start (the session's creation), the reality
 * check interval, and since the start the member's net result (wins minus
 * stakes of the rounds settled, lottery sub-orders among them: each is a
 * round) and valid bets (stakes of the rounds placed and not rolled back),
 * real money only, in major units.
 */
export const playSession = (executor: TExecutor, auth: TAuthenticated): TWirePlaySession => {
  const memberId = auth.member.id;
  const startedAt = auth.session.createdAt.getTime();
  const statements = rgStatements(executor);
  const net = statements.settledRoundsNetSince.get(memberId, startedAt)?.net ?? 0;
  const wagered = statements.roundBetsSince.get(memberId, startedAt, Number.MAX_SAFE_INTEGER)?.total ?? 0;
  return {
    startedAt,
    realityCheckSeconds: realityCheckSecondsOf(executor, memberId),
    net: toMajorUnits(net),
    wagered: toMajorUnits(wagered),
  };
};
