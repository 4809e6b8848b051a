import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { SOCKET_EVENTS } from '@site/contracts/events';
import { type TToastTone, useToast } from '../components/toast/toast-context';
import { CONTRACT_TYPE_KEYS } from '../features/agent/contracts/contract-labels';
import { useLotterySettled } from '../features/lottery/api/use-lottery-settled';
import { formatBalance } from '../lib/format';
import { tk, type TMessageKey } from '../lib/i18n-keys';
import { connectRealtime, type TRealtimeEvent } from '../lib/realtime';
import { useSiteStatusQuery } from '../lib/site-status';
import { useTRPC } from '../lib/trpc';
import { useTranslation } from '../lib/use-translation';

type TStatusToast = { key: TMessageKey; tone: TToastTone };

/* Status changes the member is told about; the others (pending, received) are their own doing. */
const DEPOSIT_TOASTS: Partial<Record<string, TStatusToast>> = {
  approved: { key: tk('member_centre.live.deposit_approved'), tone: 'success' },
  rejected: { key: tk('member_centre.live.deposit_rejected'), tone: 'error' },
  failed: { key: tk('deposit_payment.live_failed'), tone: 'error' },
};
const WITHDRAWAL_TOASTS: Partial<Record<string, TStatusToast>> = {
  approved: { key: tk('member_centre.live.withdrawal_approved'), tone: 'success' },
  rejected: { key: tk('member_centre.live.withdrawal_rejected'), tone: 'error' },
};

/**
 * The gateway's live events, open beside the start-up gate so that even the
 * maintenance screen hears them. Everyone hears when the site status changes
 * and reads it again, so maintenance and region blocks come and go without a
 * reload (docs/decisions/0019-site-status-push.md). A member's events
 * (docs/product.md §4: only while logged in): the balance and unread counts (inbox, live chat) go
 * straight into their queries, status changes refresh the cashier lists and
 * records and show a toast; rewards, missions and points update their
 * queries (an issued reward is toasted). An agent's contract events read its contracts
 * again (a new offer opens the contract popup) and a payout is toasted. A
 * watched lottery game's draw (anyone's, lib/realtime.ts `watchLotteryGame`)
 * reads its countdown, boards, history and the lobby's countdowns again.
 * Logging in or out connects again, with the new session.
 */
export const LiveUpdates = () => {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const currencySymbol = useSiteStatusQuery().data?.site.currencySymbol ?? '';
  // Never asked from here: the app asks once it has started (after a `?token=` is adopted).
  const me = useQuery({ ...trpc.session.me.queryOptions(), enabled: false });
  const memberId = me.data?.member?.id ?? null;
  const onLotterySettled = useLotterySettled();

  const showStatus = (toastFor: TStatusToast | undefined, amount: number) => {
    if (toastFor)
      toast.show(t(toastFor.key, { amount: formatBalance(amount, currencySymbol) }), toastFor.tone);
  };

  const onEvent = useEffectEvent((event: TRealtimeEvent) => {
    switch (event.name) {
      case SOCKET_EVENTS.balance:
        queryClient.setQueryData(trpc.wallet.balance.queryKey(), event.payload);
        void queryClient.invalidateQueries(trpc.wallet.wallets.pathFilter());
        return;
      case SOCKET_EVENTS.unread:
        queryClient.setQueryData(trpc.content.unreadCount.queryKey(), { count: event.payload.count });
        void queryClient.invalidateQueries(trpc.content.inbox.pathFilter());
        return;
      case SOCKET_EVENTS.chatUnread:
        queryClient.setQueryData(trpc.live.unreadCount.queryKey(), { count: event.payload.count });
        return;
      case SOCKET_EVENTS.deposit:
        void queryClient.invalidateQueries(trpc.wallet.deposits.pathFilter());
        void queryClient.invalidateQueries(trpc.records.pathFilter());
        showStatus(DEPOSIT_TOASTS[event.payload.status], event.payload.amount);
        return;
      case SOCKET_EVENTS.withdrawal:
        void queryClient.invalidateQueries(trpc.wallet.withdrawals.pathFilter());
        void queryClient.invalidateQueries(trpc.records.pathFilter());
        showStatus(WITHDRAWAL_TOASTS[event.payload.status], event.payload.amount);
        return;
      case SOCKET_EVENTS.lotterySettled:
        onLotterySettled(event.payload);
        return;
      case SOCKET_EVENTS.contractOffer:
        // The contract popup reads what waits again, and opens on the new request.
        void queryClient.invalidateQueries(trpc.agent.contractRequests.pathFilter());
        void queryClient.invalidateQueries(trpc.agent.contractInfo.pathFilter());
        return;
      case SOCKET_EVENTS.contractStatus:
        void queryClient.invalidateQueries(trpc.agent.contractRequests.pathFilter());
        void queryClient.invalidateQueries(trpc.agent.contractInfo.pathFilter());
        void queryClient.invalidateQueries(trpc.agent.contractHistory.pathFilter());
        void queryClient.invalidateQueries(trpc.agent.currentSettlement.pathFilter());
        void queryClient.invalidateQueries(trpc.wallet.consolidated.pathFilter());
        return;
      case SOCKET_EVENTS.agentPayout: {
        // The balance itself comes as its own `wallet:balance` event.
        const { settlement } = event.payload;
        void queryClient.invalidateQueries(trpc.agent.settlements.pathFilter());
        void queryClient.invalidateQueries(trpc.agent.currentSettlement.pathFilter());
        void queryClient.invalidateQueries(trpc.agent.income.pathFilter());
        toast.show(
          t('agent.live.payout', {
            type: t(CONTRACT_TYPE_KEYS[settlement.contractType]),
            amount: formatBalance(settlement.amount, currencySymbol),
          }),
          'success',
        );
        return;
      }
      case SOCKET_EVENTS.rewardIssued:
        // What waits to be claimed, the badges and the card or mission it came from.
        void queryClient.invalidateQueries(trpc.rewards.summary.pathFilter());
        void queryClient.invalidateQueries(trpc.rewards.claimable.pathFilter());
        void queryClient.invalidateQueries(trpc.rewards.claims.pathFilter());
        void queryClient.invalidateQueries(trpc.rewards.promotions.pathFilter());
        void queryClient.invalidateQueries(trpc.rewards.missions.pathFilter());
        toast.show(t('rewards.live.reward_issued', { title: event.payload.claim.title }), 'success');
        return;
      case SOCKET_EVENTS.missionProgress: {
        const { mission } = event.payload;
        queryClient.setQueryData(trpc.rewards.missions.queryKey(), (current) =>
          current
            ? {
                ...current,
                missions: current.missions.map((shown) =>
                  shown.missionId === mission.missionId ? mission : shown,
                ),
              }
            : current,
        );
        void queryClient.invalidateQueries(
          trpc.rewards.leaderboard.queryFilter({ missionId: mission.missionId }),
        );
        // A completed mission changes the counts and the badge: those come from the server.
        if (mission.status !== 'in_progress') {
          void queryClient.invalidateQueries(trpc.rewards.missions.pathFilter());
          void queryClient.invalidateQueries(trpc.rewards.summary.pathFilter());
        }
        return;
      }
      case SOCKET_EVENTS.pointsBalance:
        queryClient.setQueryData(trpc.rewards.points.queryKey(), event.payload);
        // Points held, returned or spent: a redemption (and its reward's stock) moved with them.
        void queryClient.invalidateQueries(trpc.rewards.redemptions.pathFilter());
        void queryClient.invalidateQueries(trpc.rewards.pointMall.pathFilter());
        return;
      case SOCKET_EVENTS.lotteryDraw: {
        const { gameCode } = event.payload.draw;
        void queryClient.invalidateQueries(trpc.lottery.near.queryFilter({ gameCode }));
        void queryClient.invalidateQueries(trpc.lottery.draws.queryFilter({ gameCode }));
        void queryClient.invalidateQueries(trpc.lottery.latestResults.pathFilter());
        void queryClient.invalidateQueries(trpc.lottery.upcoming.pathFilter());
        return;
      }
      // The socket's code loads after start: a switch between the page's status read and its
      // first connection was pushed to nobody (docs/decisions/0019-site-status-push.md).
      case 'connected':
      case SOCKET_EVENTS.siteStatus:
        void queryClient.invalidateQueries(trpc.system.status.pathFilter());
        return;
      case 'reconnected':
      case SOCKET_EVENTS.eventsLost:
        // Events sent while a connection (ours, or the gateway's to the upstream) was down are lost: read the state again.
        void queryClient.invalidateQueries(trpc.system.status.pathFilter());
        void queryClient.invalidateQueries(trpc.wallet.balance.pathFilter());
        void queryClient.invalidateQueries(trpc.content.unreadCount.pathFilter());
        void queryClient.invalidateQueries(trpc.live.unreadCount.pathFilter());
        void queryClient.invalidateQueries(trpc.wallet.deposits.pathFilter());
        void queryClient.invalidateQueries(trpc.wallet.withdrawals.pathFilter());
        void queryClient.invalidateQueries(trpc.agent.contractRequests.pathFilter());
        // Rewards: the summary (VIP, badges), claims, missions, points and redemptions.
        void queryClient.invalidateQueries(trpc.rewards.pathFilter());
        // Lottery draws missed: countdowns, boards and histories.
        void queryClient.invalidateQueries(trpc.lottery.pathFilter());
        return;
    }
  });

  // By member: the gateway reads the session cookie when the socket connects, so a new session connects again.
  useEffect(() => connectRealtime((event) => onEvent(event)), [memberId]);

  return null;
};
