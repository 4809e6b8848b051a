import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { TMemberCentrePage } from './centre-pages';

type TLazyPage = LazyExoticComponent<ComponentType>;

/*
 * One chunk per page, loaded when the member first opens it, so the member
 * centre never weighs on the first load. The security page is a slot the app fills.
 */
const PAGES: Record<Exclude<TMemberCentrePage, 'security'>, TLazyPage> = {
  messages: lazy(() =>
    import('../messages/messages-page').then((module) => ({ default: module.MessagesPage })),
  ),
  wallet: lazy(() => import('../wallet/transfer-page').then((module) => ({ default: module.TransferPage }))),
  deposit: lazy(() => import('../cashier/deposit-page').then((module) => ({ default: module.DepositPage }))),
  withdraw: lazy(() =>
    import('../cashier/withdraw-page').then((module) => ({ default: module.WithdrawPage })),
  ),
  upline: lazy(() => import('../upline/upline-page').then((module) => ({ default: module.UplinePage }))),
  bets: lazy(() => import('../records/bets-page').then((module) => ({ default: module.BetsPage }))),
  transactions: lazy(() =>
    import('../records/transactions-page').then((module) => ({ default: module.TransactionsPage })),
  ),
  'profit-loss': lazy(() =>
    import('../records/profit-loss-page').then((module) => ({ default: module.ProfitLossPage })),
  ),
  bonuses: lazy(() => import('../records/bonuses-page').then((module) => ({ default: module.BonusesPage }))),
  rebate: lazy(() => import('../records/rebate-page').then((module) => ({ default: module.RebatePage }))),
};

type TCentrePageProps = { page: TMemberCentrePage; securityPanel: ReactNode };

/** The open page: its lazily loaded component, or the security panel the app supplies. */
export const CentrePage = ({ page, securityPanel }: TCentrePageProps) => {
  if (page === 'security') return securityPanel;
  const Page = PAGES[page];
  return <Page />;
};
