import type { ComponentType } from 'react';
import { tk } from '../i18n-keys';

/** The member centre's pages, as they appear in `?centre=<page>`. */
export const MEMBER_CENTRE_PAGES = [
  'security',
  'messages',
  'wallet',
  'deposit',
  'withdraw',
  'upline',
  'bets',
  'transactions',
  'profit-loss',
  'bonuses',
  'rebate',
] as const;
export type TMemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The search parameter that holds the open page; without it the centre is closed. */
export const CENTRE_PARAM = 'centre';

export const DEFAULT_CENTRE_PAGE: TMemberCentrePage = 'security';

const known = new Set<string>(MEMBER_CENTRE_PAGES);

/** The page a parameter value names: null when absent, the default page when unknown. */
export const parseCentrePage = (value: string | null): TMemberCentrePage | null => {
  if (value === null) return null;
  return known.has(value) ? (value as TMemberCentrePage) : DEFAULT_CENTRE_PAGE;
};

export const CENTRE_PAGE_LABEL_KEYS: Record<TMemberCentrePage, string> = {
  security: tk('member_centre.page.security'),
  messages: tk('member_centre.page.messages'),
  wallet: tk('member_centre.page.wallet'),
  deposit: tk('member_centre.page.deposit'),
  withdraw: tk('member_centre.page.withdraw'),
  upline: tk('member_centre.page.upline'),
  bets: tk('member_centre.page.bets'),
  transactions: tk('member_centre.page.transactions'),
  'profit-loss': tk('member_centre.page.profit_loss'),
  bonuses: tk('member_centre.page.bonuses'),
  rebate: tk('member_centre.page.rebate'),
};

/** The side navigation's groups (docs/product.md §2), in order. */
export const CENTRE_NAV_GROUPS: readonly { labelKey: string; pages: readonly TMemberCentrePage[] }[] = [
  { labelKey: tk('member_centre.group.account'), pages: ['security', 'messages'] },
  { labelKey: tk('member_centre.group.funds'), pages: ['wallet', 'deposit', 'withdraw', 'upline'] },
  {
    labelKey: tk('member_centre.group.records'),
    pages: ['bets', 'transactions', 'profit-loss', 'bonuses', 'rebate'],
  },
];

/** Counts shown beside a page in the navigation; a page without one, or at 0, shows none. */
export type TCentreBadges = Partial<Record<TMemberCentrePage, number>>;

/** The component of each page, which the app layer supplies to the member-centre shell. */
export type TCentrePages = Readonly<Record<TMemberCentrePage, ComponentType>>;
