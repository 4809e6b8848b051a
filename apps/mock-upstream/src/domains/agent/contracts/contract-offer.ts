import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_PERIODS_BY_TYPE,
  isAgentType,
  type TContractPeriod,
  type TContractType,
} from '@site/contracts';
import { isContractTypeOn } from '../../../core/agent-tree/contract-flags.js';
import { teamMemberById } from '../../../core/agent-tree/team-member.js';
import { mockNow } from '../../../core/clock/mock-clock.js';
import type { TMember, TMerchant } from '../../../db/schema.js';
import { agentContracts } from '../../../db/schema-agent.js';
import type { TEventContext } from '../../../events/member-events.js';
import { WireError, wireErrors } from '../../../wire/envelope.js';
import { announceDecisionNeeded } from './contract-events.js';
import { contractInForce, contractNotAllowed, toWireContract, type TWireContract } from './contract-store.js';

export type TContractOffer = {
  memberId: number;
  contractType: TContractType;
  ratePercent: number;
  minValidBetMinor: number;
  minActiveMembers: number;
  period: TContractPeriod;
};

/**
 * `POST MCS2_applyContractDailySal`: an offer to a direct downline agent, of
 * a type the merchant has on and the agent holds a contract of, at most the
 * agent's own rate, with a period the type allows; one waiting offer per
 * member and type (409 `contract_pending`). The downline hears of it.
 */
export const offerContract = (
  context: TEventContext,
  merchant: TMerchant,
  agent: TMember,
  offer: TContractOffer,
  realNow: Date,
): TWireContract => {
  const member = teamMemberById(context.db, agent, offer.memberId);
  if (member.depth !== 1 || !isAgentType(member.type))
    throw contractNotAllowed('Contracts are offered to direct downline agents');
  if (!CONTRACT_PERIODS_BY_TYPE[offer.contractType].includes(offer.period))
    throw wireErrors.validationFailed({ period: 'validation.invalid' });
  if (!isContractTypeOn(merchant, offer.contractType))
    throw contractNotAllowed('The merchant does not offer this contract type');
  const now = mockNow(context.db, merchant.id, realNow);
  const rateBp = Math.round(offer.ratePercent * 100);
  const contract = context.db.transaction((tx) => {
    const own = contractInForce(tx, agent.id, offer.contractType);
    if (!own) throw contractNotAllowed('You hold no contract of this type');
    if (rateBp > own.rateBp)
      throw new WireError(400, 'contract_rate_too_high', 'The rate is above your own contract’s');
    const waiting = tx
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.memberId, member.id),
          eq(agentContracts.contractType, offer.contractType),
          eq(agentContracts.status, 'offered'),
        ),
      )
      .get();
    if (waiting) throw new WireError(409, 'contract_pending', 'An offer of this type already waits');
    return tx
      .insert(agentContracts)
      .values({
        merchantId: merchant.id,
        uplineMemberId: agent.id,
        memberId: member.id,
        contractType: offer.contractType,
        rateBp,
        minValidBetMinor: offer.minValidBetMinor,
        minActiveMembers: offer.minActiveMembers,
        period: offer.period,
        status: 'offered',
        offeredAt: now,
      })
      .returning()
      .get();
  });
  announceDecisionNeeded(context, contract);
  return toWireContract(context.db, contract);
};
