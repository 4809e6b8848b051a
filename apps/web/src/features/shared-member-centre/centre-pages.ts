import type { TCentreBadges, TCentrePageComponents, TCentreRoute } from '../shared-centre/centre-config';

/** The member centre's pages, as they appear in `?centre=<page>`. */
export const MEMBER_CENTRE_PAGES = [
  'security',
  'messages',
  'wallet',
  'deposit',
  'withdraw',
  'upline',
  'bets',
  'lottery-orders',
  'transactions',
  'profit-loss',
  'bonuses',
  'rebate',
  'rewards',
  'referral',
  'missions',
  'point-mall',
  'responsible-gaming',
] as const;
export type TMemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** Where the member centre's open page lives (`?centre=<page>`); its labels are in ./centre-navigation. */
export const MEMBER_CENTRE: TCentreRoute<TMemberCentrePage> = {
  param: 'centre',
  pages: MEMBER_CENTRE_PAGES,
  defaultPage: 'security',
};

export type TMemberCentreBadges = TCentreBadges<TMemberCentrePage>;

/** The component of every page, which the app layer supplies to the centre shell. */
export type TMemberCentrePages = Required<TCentrePageComponents<TMemberCentrePage>>;
