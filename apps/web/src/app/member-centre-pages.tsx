import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { TCentrePages, TMemberCentrePage } from '../lib/member-centre/centre-pages';

type TLazyPage = LazyExoticComponent<ComponentType>;

/*
 * One chunk per page, loaded when the member first opens it, so the member
 * centre never weighs on the first load.
 */
const PAGES: Record<Exclude<TMemberCentrePage, 'security'>, TLazyPage> = {
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
};

/** Every member-centre page; the shell shows the open one (features meet only here, in the app layer). */
export const CENTRE_PAGE_COMPONENTS: TCentrePages = {
  ...PAGES,
  security: lazy(() =>
    import('../features/account/my-account/my-account-panel').then((module) => ({
      default: module.MyAccountPanel,
    })),
  ),
};
