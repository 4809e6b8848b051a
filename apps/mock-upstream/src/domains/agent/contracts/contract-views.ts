import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TContractType, ZWireContractInfoSchema, ZWireContractRequestsSchema } from '@site/contracts';
import { isContractTypeOn, OPEN_STATUSES } from '../../../core/agent-tree/contract-flags.js';
import { pageWindow, wirePage } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import type { TMember, TMerchant } from '../../../db/schema.js';
import { agentContracts } from '../../../db/schema-agent.js';
import { contractInForce, type TContract, toWireContract } from './contract-store.js';

const isSide = (agent: TMember) =>
  or(eq(agentContracts.memberId, agent.id), eq(agentContracts.uplineMemberId, agent.id));

const ofType = (contractType: TContractType | undefined): SQL[] =>
  contractType ? [eq(agentContracts.contractType, contractType)] : [];

/** Whether the agent must answer the contract (an offer to it, or the other side's termination request). */
const isIncoming = (agent: TMember, contract: TContract): boolean =>
  contract.status === 'offered'
    ? contract.memberId === agent.id
    : contract.terminationRequestedBy !== agent.id;

/** Offers and termination requests the agent is a side of, oldest first. */
const waitingOf = (db: TExecutor, agent: TMember, contractType: TContractType | undefined): TContract[] =>
  db
    .select()
    .from(agentContracts)
    .where(
      and(
        isSide(agent),
        inArray(agentContracts.status, ['offered', 'termination_requested']),
        ...ofType(contractType),
      ),
    )
    .orderBy(agentContracts.offeredAt, agentContracts.id)
    .all();

/** `<type>Contract`: the type's page for the agent. */
export const contractInfo = (
  db: TExecutor,
  merchant: TMerchant,
  agent: TMember,
  contractType: TContractType,
): z.input<typeof ZWireContractInfoSchema> => {
  const current = contractInForce(db, agent.id, contractType);
  const given = db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.uplineMemberId, agent.id),
        eq(agentContracts.contractType, contractType),
        inArray(agentContracts.status, OPEN_STATUSES),
      ),
    )
    .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id))
    .all();
  return {
    enabled: isContractTypeOn(merchant, contractType),
    current: current ? toWireContract(db, current) : null,
    waiting: waitingOf(db, agent, contractType)
      .filter((contract) => isIncoming(agent, contract))
      .map((contract) => toWireContract(db, contract)),
    downlines: given.map((contract) => toWireContract(db, contract)),
  };
};

/** `GET MCS2_getContracDailySalReq`: what waits on either side, the agent's own decisions first. */
export const contractRequests = (
  db: TExecutor,
  agent: TMember,
  contractType: TContractType | undefined,
): z.input<typeof ZWireContractRequestsSchema> => {
  const list = waitingOf(db, agent, contractType).map((contract) => ({
    ...toWireContract(db, contract),
    direction: isIncoming(agent, contract) ? ('incoming' as const) : ('outgoing' as const),
  }));
  return {
    list: [
      ...list.filter((row) => row.direction === 'incoming'),
      ...list.filter((row) => row.direction === 'outgoing'),
    ],
  };
};

/** `GET MCS2_getDailySalContractHist`: every contract the agent is a side of, newest first. */
export const contractHistory = (
  db: TExecutor,
  agent: TMember,
  query: { pageNo: number; pageSize: number; contractType?: TContractType | undefined },
) => {
  const where = and(isSide(agent), ...ofType(query.contractType));
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select()
    .from(agentContracts)
    .where(where)
    .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ total: count() }).from(agentContracts).where(where).get()?.total ?? 0;
  return wirePage(
    rows.map((contract) => toWireContract(db, contract)),
    total,
    query,
  );
};
