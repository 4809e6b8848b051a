import type { TContractPeriod, TContractType } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { agentContracts } from '../../../db/schema-agent.js';
import { endSupersededContracts } from './contract-process.js';
import type { TContract } from './contract-store.js';

export type TContractGrant = {
  merchantId: number;
  /** Null: the merchant's contract of a top agent. */
  uplineMemberId: number | null;
  memberId: number;
  contractType: TContractType;
  rateBp: number;
  minValidBetMinor: number;
  minActiveMembers: number;
  period: TContractPeriod;
  /** When it came into force (and starts paying). */
  startAt: Date;
};

/**
 * Writes a contract straight into force, as an accepted offer would leave
 * it (for QA and the seed): it ends what an acceptance ends. Answers the new
 * contract and the ones it ended.
 */
export const grantContract = (
  tx: TExecutor,
  grant: TContractGrant,
): { contract: TContract; ended: TContract[] } => {
  const { startAt, ...terms } = grant;
  const contract = tx
    .insert(agentContracts)
    .values({ ...terms, status: 'active', offeredAt: startAt, decidedAt: startAt })
    .returning()
    .get();
  return { contract, ended: endSupersededContracts(tx, contract, startAt) };
};
