import { lazy } from 'react';
import type { TMemberCentrePages } from '../features/shared-member-centre/centre-pages';

/*
 * Every member-centre page, one chunk each, loaded when the member first opens
 * it (features meet only here, in the app layer).
 */
export const CENTRE_PAGE_COMPONENTS: TMemberCentrePages = {
  security: lazy(() =>
    import('./security-centre-page').then((module) => ({ default: module.SecurityCentrePage })),
  ),
  messages: lazy(() =>
    import('../features/content/messages/messages-page').then((module) => ({ default: module.MessagesPage })),
  ),
  wallet: lazy(() =>
    import('../features/wallet/transfer/transfer-page').then((module) => ({ default: module.TransferPage })),
  ),
  deposit: lazy(() =>
    import('../features/wallet/cashier/deposit-page').then((module) => ({ default: module.DepositPage })),
  ),
  withdraw: lazy(() =>
    import('../features/wallet/cashier/withdraw-page').then((module) => ({ default: module.WithdrawPage })),
  ),
  upline: lazy(() =>
    import('../features/wallet/upline/upline-page').then((module) => ({ default: module.UplinePage })),
  ),
  bets: lazy(() => import('../features/records/bets-page').then((module) => ({ default: module.BetsPage }))),
  'lottery-orders': lazy(() =>
    import('../features/lottery/orders/lottery-orders-page').then((module) => ({
      default: module.LotteryOrdersPage,
    })),
  ),
  transactions: lazy(() =>
    import('../features/records/transactions-page').then((module) => ({ default: module.TransactionsPage })),
  ),
  'profit-loss': lazy(() =>
    import('../features/records/profit-loss-page').then((module) => ({ default: module.ProfitLossPage })),
  ),
  bonuses: lazy(() =>
    import('../features/records/bonuses-page').then((module) => ({ default: module.BonusesPage })),
  ),
  rebate: lazy(() =>
    import('../features/records/rebate-page').then((module) => ({ default: module.RebatePage })),
  ),
  rewards: lazy(() =>
    import('../features/rewards/centre/reward-centre-page').then((module) => ({
      default: module.RewardCentrePage,
    })),
  ),
  referral: lazy(() =>
    import('../features/rewards/referral/referral-page').then((module) => ({ default: module.ReferralPage })),
  ),
  missions: lazy(() =>
    import('../features/rewards/missions/missions-page').then((module) => ({ default: module.MissionsPage })),
  ),
  'point-mall': lazy(() =>
    import('../features/rewards/point-mall/point-mall-page').then((module) => ({
      default: module.PointMallPage,
    })),
  ),
  'responsible-gaming': lazy(() =>
    import('../features/responsible/responsible-gaming-page').then((module) => ({
      default: module.ResponsibleGamingPage,
    })),
  ),
};
