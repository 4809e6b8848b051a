import { tk } from '../../lib/i18n-keys';
import type { TCentreConfig } from '../shared-centre/centre-config';
import { MEMBER_CENTRE, type TMemberCentrePage } from './centre-pages';

/** The member centre as its dialog draws it: title, page labels and navigation groups. Loaded with the dialog. */
export const MEMBER_CENTRE_CONFIG: TCentreConfig<TMemberCentrePage> = {
  ...MEMBER_CENTRE,
  titleKey: tk('member_centre.title'),
  navLabelKey: tk('member_centre.nav'),
  labelKeys: {
    security: tk('member_centre.page.security'),
    messages: tk('member_centre.page.messages'),
    wallet: tk('member_centre.page.wallet'),
    deposit: tk('member_centre.page.deposit'),
    withdraw: tk('member_centre.page.withdraw'),
    upline: tk('member_centre.page.upline'),
    bets: tk('member_centre.page.bets'),
    'lottery-orders': tk('member_centre.page.lottery_orders'),
    transactions: tk('member_centre.page.transactions'),
    'profit-loss': tk('member_centre.page.profit_loss'),
    bonuses: tk('member_centre.page.bonuses'),
    rebate: tk('member_centre.page.rebate'),
    rewards: tk('member_centre.page.rewards'),
    referral: tk('member_centre.page.referral'),
    missions: tk('member_centre.page.missions'),
    'point-mall': tk('member_centre.page.point_mall'),
    'responsible-gaming': tk('member_centre.page.responsible_gaming'),
  },
  // The groups of docs/product.md §2, in order.
  navGroups: [
    { labelKey: tk('member_centre.group.account'), pages: ['security', 'messages', 'responsible-gaming'] },
    { labelKey: tk('member_centre.group.funds'), pages: ['wallet', 'deposit', 'withdraw', 'upline'] },
    {
      labelKey: tk('member_centre.group.records'),
      pages: ['bets', 'lottery-orders', 'transactions', 'profit-loss', 'bonuses', 'rebate'],
    },
    { labelKey: tk('member_centre.group.rewards'), pages: ['rewards', 'referral', 'missions', 'point-mall'] },
  ],
};
