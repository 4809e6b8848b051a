import type { TContractPeriod, TContractType } from '@site/contracts';
import { findMemberByUsername } from '../../core/members/member-store.js';
import type { TExecutor } from '../../db/client.js';
import { grantContract } from '../../domains/agent/contracts/contract-grant.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type TSeedContract = {
  uplineUsername: string | null;
  username: string;
  contractType: TContractType;
  ratePercent: number;
  period: TContractPeriod;
  /** How long before the seed it came into force: the first job run settles the periods since (a few dozen each). */
  startedAgoMs: number;
};

/** Low thresholds, so the seeded team's play pays. */
const THRESHOLDS = { minValidBetMinor: 10_000, minActiveMembers: 1 };

/**
 * docs/history/agent-interfaces.md, The seed: demo_agent's merchant contracts of
 * every type; demo_sub's daily contract from demo_agent above demo_sub2's
 * from demo_sub, so an offer of 0.6 % accepted by demo_sub auto-terminates
 * demo_sub2's.
 */
const SEED_CONTRACTS: readonly TSeedContract[] = [
  {
    uplineUsername: null,
    username: 'demo_agent',
    contractType: 'dividend',
    ratePercent: 20,
    period: 'weekly',
    startedAgoMs: 28 * DAY_MS,
  },
  {
    uplineUsername: null,
    username: 'demo_agent',
    contractType: 'daily',
    ratePercent: 1,
    period: 'daily',
    startedAgoMs: 30 * DAY_MS,
  },
  {
    uplineUsername: null,
    username: 'demo_agent',
    contractType: 'hourly',
    ratePercent: 0.5,
    period: 'hourly',
    startedAgoMs: 2 * DAY_MS,
  },
  {
    uplineUsername: null,
    username: 'demo_agent',
    contractType: 'realtime',
    ratePercent: 0.2,
    period: 'realtime',
    startedAgoMs: 2 * HOUR_MS,
  },
  {
    uplineUsername: 'demo_agent',
    username: 'demo_sub',
    contractType: 'daily',
    ratePercent: 0.8,
    period: 'daily',
    startedAgoMs: 30 * DAY_MS,
  },
  {
    uplineUsername: 'demo_sub',
    username: 'demo_sub2',
    contractType: 'daily',
    ratePercent: 0.7,
    period: 'daily',
    startedAgoMs: 30 * DAY_MS,
  },
];

/** Writes the seed's contracts in force; a contract whose members are not seeded is left out. */
export const seedAgentContracts = (tx: TExecutor, merchantId: number, now: Date): void => {
  for (const seed of SEED_CONTRACTS) {
    const member = findMemberByUsername(tx, merchantId, seed.username);
    const upline =
      seed.uplineUsername === null ? null : findMemberByUsername(tx, merchantId, seed.uplineUsername);
    if (!member || upline === undefined) continue;
    grantContract(tx, {
      merchantId,
      uplineMemberId: upline?.id ?? null,
      memberId: member.id,
      contractType: seed.contractType,
      rateBp: Math.round(seed.ratePercent * 100),
      ...THRESHOLDS,
      period: seed.period,
      startAt: new Date(now.getTime() - seed.startedAgoMs),
    });
  }
};
