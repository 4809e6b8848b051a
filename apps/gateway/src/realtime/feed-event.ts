import type { z } from 'zod';
import { SOCKET_EVENTS, type TMemberEvent, toMinorUnits, type ZWireFeedEventSchema } from '@site/contracts';
import { toContract, toSettlement } from '../trpc/mappers/agent-contracts.js';
import { toBalance } from '../trpc/mappers/balance.js';
import { toLotteryOrder } from '../trpc/mappers/lottery.js';
import { toClaim, toMission } from '../trpc/mappers/rewards.js';

/** A member's feed event (the site status and lottery draws, of no member, do not come through here). */
export type TParsedMemberFeedEvent = Exclude<z.output<typeof ZWireFeedEventSchema>, { memberId: null }>;

/** One feed event as the socket event of its member; wire major units become integer minor units. */
export const toMemberEvent = (event: TParsedMemberFeedEvent): TMemberEvent => {
  const memberId = event.memberId;
  switch (event.type) {
    case 'balance':
      return { memberId, name: SOCKET_EVENTS.balance, payload: toBalance(event.balance) };
    case 'unread':
      return { memberId, name: SOCKET_EVENTS.unread, payload: { count: event.count } };
    case 'chat_unread':
      return { memberId, name: SOCKET_EVENTS.chatUnread, payload: { count: event.count } };
    case 'deposit':
      return {
        memberId,
        name: SOCKET_EVENTS.deposit,
        payload: { orderId: event.orderId, status: event.status, amount: toMinorUnits(event.amount) },
      };
    case 'withdrawal':
      return {
        memberId,
        name: SOCKET_EVENTS.withdrawal,
        payload: {
          withdrawalId: event.withdrawalId,
          status: event.status,
          amount: toMinorUnits(event.amount),
        },
      };
    case 'contract_offer':
      return {
        memberId,
        name: SOCKET_EVENTS.contractOffer,
        payload: { contract: toContract(event.contract) },
      };
    case 'contract_status':
      return {
        memberId,
        name: SOCKET_EVENTS.contractStatus,
        payload: { contract: toContract(event.contract) },
      };
    case 'agent_payout':
      return {
        memberId,
        name: SOCKET_EVENTS.agentPayout,
        payload: { settlement: toSettlement(event.settlement) },
      };
    case 'reward_issued':
      return { memberId, name: SOCKET_EVENTS.rewardIssued, payload: { claim: toClaim(event.claim) } };
    case 'mission_progress':
      return {
        memberId,
        name: SOCKET_EVENTS.missionProgress,
        payload: { mission: toMission(event.mission) },
      };
    case 'points_balance':
      return { memberId, name: SOCKET_EVENTS.pointsBalance, payload: event.balance };
    case 'lottery_settled':
      return {
        memberId,
        name: SOCKET_EVENTS.lotterySettled,
        payload: { order: toLotteryOrder(event.order) },
      };
  }
};
