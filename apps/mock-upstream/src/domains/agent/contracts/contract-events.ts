import {
  publishContractOffer,
  publishContractStatus,
  type TEventContext,
} from '../../../events/member-events.js';
import { type TContract, toWireContract } from './contract-store.js';

/** `contract_status` to both sides (the merchant has no socket) of every contract that changed, after commit. */
export const announceStatusChanges = (context: TEventContext, changed: readonly TContract[]): void => {
  for (const contract of changed) {
    const wire = toWireContract(context.db, contract);
    for (const side of [contract.memberId, contract.uplineMemberId])
      if (side !== null) publishContractStatus(context, side, wire);
  }
};

/** `contract_offer` to the side that must decide: the downline for an offer, the other side for a termination request. */
export const announceDecisionNeeded = (context: TEventContext, contract: TContract): void => {
  const decider =
    contract.status === 'termination_requested' && contract.terminationRequestedBy === contract.memberId
      ? contract.uplineMemberId
      : contract.memberId;
  if (decider !== null) publishContractOffer(context, decider, toWireContract(context.db, contract));
};
