import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { type TContractType, toMajorUnits, type ZWireContractSchema } from '@site/contracts';
import { IN_FORCE_STATUSES } from '../../../core/agent-tree/contract-flags.js';
import type { TExecutor } from '../../../db/client.js';
import { members, type TMember } from '../../../db/schema.js';
import { agentContracts } from '../../../db/schema-agent.js';
import { WireError } from '../../../wire/envelope.js';

export type TContract = typeof agentContracts.$inferSelect;
export type TWireContract = z.input<typeof ZWireContractSchema>;

const usernameOf = (db: TExecutor, memberId: number | null): string | null =>
  memberId === null
    ? null
    : (db.select({ username: members.username }).from(members).where(eq(members.id, memberId)).get()
        ?.username ?? null);

/** A contract as the wire has it: rates in percent, amounts in major units, sides by username. */
export const toWireContract = (db: TExecutor, contract: TContract): TWireContract => ({
  contractId: contract.id,
  contractType: contract.contractType,
  uplineUsername: usernameOf(db, contract.uplineMemberId),
  memberId: contract.memberId,
  username: usernameOf(db, contract.memberId) ?? '',
  rate: contract.rateBp / 100,
  minValidBet: toMajorUnits(contract.minValidBetMinor),
  minActiveMembers: contract.minActiveMembers,
  period: contract.period,
  status: contract.status,
  offeredAt: contract.offeredAt.getTime(),
  decidedAt: contract.decidedAt?.getTime() ?? null,
  endedAt: contract.endedAt?.getTime() ?? null,
  endReason: contract.endReason,
  terminationRequestedBy: usernameOf(db, contract.terminationRequestedBy),
});

/** The member's contract of the type in force (at most one), if any. */
export const contractInForce = (
  db: TExecutor,
  memberId: number,
  contractType: TContractType,
): TContract | undefined =>
  db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.memberId, memberId),
        eq(agentContracts.contractType, contractType),
        inArray(agentContracts.status, IN_FORCE_STATUSES),
      ),
    )
    .get();

/** A contract of the type the agent is a side of; anything else is 404 `contract_not_found`. */
export const contractOfSide = (
  db: TExecutor,
  agent: TMember,
  contractType: TContractType,
  contractId: number,
): TContract => {
  const contract = Number.isSafeInteger(contractId)
    ? db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.id, contractId),
            eq(agentContracts.contractType, contractType),
            or(eq(agentContracts.memberId, agent.id), eq(agentContracts.uplineMemberId, agent.id)),
          ),
        )
        .get()
    : undefined;
  if (!contract) throw new WireError(404, 'contract_not_found', 'No such contract of yours');
  return contract;
};

export const contractNotAllowed = (why: string) => new WireError(400, 'contract_not_allowed', why);
