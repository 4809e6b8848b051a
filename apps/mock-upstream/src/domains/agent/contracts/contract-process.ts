import { and, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { TContractAction, TContractEndReason, TContractType } from '@site/contracts';
import { IN_FORCE_STATUSES, OPEN_STATUSES } from '../../../core/agent-tree/contract-flags.js';
import { mockNow } from '../../../core/clock/mock-clock.js';
import type { TExecutor } from '../../../db/client.js';
import type { TMember, TMerchant } from '../../../db/schema.js';
import { agentContracts } from '../../../db/schema-agent.js';
import type { TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';
import { announceDecisionNeeded, announceStatusChanges } from './contract-events.js';
import {
  contractNotAllowed,
  contractOfSide,
  type TContract,
  toWireContract,
  type TWireContract,
} from './contract-store.js';

const stateChanged = () =>
  new WireError(409, 'contract_state_changed', 'The contract is no longer in the state this needs');

const endContractsWhere = (
  tx: TExecutor,
  where: SQL | undefined,
  endReason: TContractEndReason,
  now: Date,
): TContract[] =>
  tx
    .update(agentContracts)
    .set({ status: 'terminated', endReason, endedAt: now, terminationRequestedBy: null })
    .where(where)
    .returning()
    .all();

/**
 * What a contract coming into force ends: the member's earlier contract of
 * the type (`replaced`), and every contract of the type the member gave its
 * own downlines, in force or offered, at a rate above the new one
 * (`auto_terminated`, docs/product.md §4). Answers the contracts it ended.
 */
export const endSupersededContracts = (tx: TExecutor, contract: TContract, now: Date): TContract[] => {
  const ofType = eq(agentContracts.contractType, contract.contractType);
  const earlier = and(
    ofType,
    eq(agentContracts.memberId, contract.memberId),
    inArray(agentContracts.status, IN_FORCE_STATUSES),
    ne(agentContracts.id, contract.id),
  );
  const above = and(
    ofType,
    eq(agentContracts.uplineMemberId, contract.memberId),
    inArray(agentContracts.status, OPEN_STATUSES),
    gt(agentContracts.rateBp, contract.rateBp),
  );
  return [
    ...endContractsWhere(tx, earlier, 'replaced', now),
    ...endContractsWhere(tx, above, 'auto_terminated', now),
  ];
};

type TChange = { contract: TContract; ended: TContract[] };

const update = (tx: TExecutor, id: number, values: Partial<TContract>): TContract => {
  const row = tx.update(agentContracts).set(values).where(eq(agentContracts.id, id)).returning().get();
  if (!row) throw stateChanged();
  return row;
};

/** The offer's answer: only its downline gives it. */
const decideOffer = (
  tx: TExecutor,
  agent: TMember,
  contract: TContract,
  isAccepted: boolean,
  now: Date,
): TChange => {
  if (contract.memberId !== agent.id) throw contractNotAllowed('Only the downline answers an offer');
  if (!isAccepted)
    return {
      contract: update(tx, contract.id, {
        status: 'rejected',
        endReason: 'rejected',
        decidedAt: now,
        endedAt: now,
      }),
      ended: [],
    };
  const accepted = update(tx, contract.id, { status: 'active', decidedAt: now });
  return { contract: accepted, ended: endSupersededContracts(tx, accepted, now) };
};

/** A termination request's answer: only the side that did not ask gives it. */
const decideTermination = (
  tx: TExecutor,
  agent: TMember,
  contract: TContract,
  isAccepted: boolean,
  now: Date,
): TChange => {
  if (contract.terminationRequestedBy === agent.id)
    throw contractNotAllowed('The other side answers your termination request');
  const values: Partial<TContract> = isAccepted
    ? { status: 'terminated', endReason: 'terminated', endedAt: now, terminationRequestedBy: null }
    : { status: 'active', terminationRequestedBy: null };
  return { contract: update(tx, contract.id, values), ended: [] };
};

/** Either side may ask to end an active contract; the merchant's side agrees at once. */
const requestTermination = (tx: TExecutor, agent: TMember, contract: TContract, now: Date): TChange => {
  const values: Partial<TContract> =
    contract.uplineMemberId === null
      ? { status: 'terminated', endReason: 'terminated', endedAt: now }
      : { status: 'termination_requested', terminationRequestedBy: agent.id };
  return { contract: update(tx, contract.id, values), ended: [] };
};

const applyAction = (
  tx: TExecutor,
  agent: TMember,
  contract: TContract,
  action: TContractAction,
  now: Date,
) => {
  if (action === 'request_termination') {
    if (contract.status !== 'active') throw stateChanged();
    return requestTermination(tx, agent, contract, now);
  }
  const isAccepted = action === 'accept';
  if (contract.status === 'offered') return decideOffer(tx, agent, contract, isAccepted, now);
  if (contract.status === 'termination_requested')
    return decideTermination(tx, agent, contract, isAccepted, now);
  throw stateChanged();
};

/**
 * The `<type>Process` calls: accept or reject an offer (the downline) or a
 * termination request (the other side), or ask to end an active contract
 * (either side). A contract not in the state the action needs is 409
 * `contract_state_changed`. Every side of every contract that changed hears
 * of it; a termination request reaches the side that must decide.
 */
export const processContract = (
  context: TEventContext,
  merchant: TMerchant,
  agent: TMember,
  contractType: TContractType,
  request: { contractId: number; action: TContractAction },
  realNow: Date,
): TWireContract => {
  const now = mockNow(context.db, merchant.id, realNow);
  const change = context.db.transaction((tx) =>
    applyAction(tx, agent, contractOfSide(tx, agent, contractType, request.contractId), request.action, now),
  );
  announceStatusChanges(context, [change.contract, ...change.ended]);
  if (change.contract.status === 'termination_requested') announceDecisionNeeded(context, change.contract);
  return toWireContract(context.db, change.contract);
};
