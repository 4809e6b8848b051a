import type { TBet } from '@site/contracts/api';
import type { TBonusType, TGameCategory, TTransactionType } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../lib/i18n-keys';

/*
 * Translation keys of the values records show. Categories reuse the games
 * catalogue's names, so a category reads the same in the menu and the records.
 */

/** The categories a round can belong to (the menu's home, hot, promotion and download entries are not games). */
export const RECORD_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FB',
  'ESPORTS',
  'RNG',
  'FISH',
  'PVP',
  'COCKFIGHT',
  'BINGO',
] as const satisfies readonly TGameCategory[];
export type TRecordCategory = (typeof RECORD_CATEGORIES)[number];

export const RECORD_CATEGORY_KEYS: Readonly<Record<TRecordCategory, TMessageKey>> = {
  LOTT: tk('games.category.lott'),
  ELOTT: tk('games.category.elott'),
  LIVE: tk('games.category.live'),
  SPORTS: tk('games.category.sports'),
  FB: tk('games.category.fb'),
  ESPORTS: tk('games.category.esports'),
  RNG: tk('games.category.rng'),
  FISH: tk('games.category.fish'),
  PVP: tk('games.category.pvp'),
  COCKFIGHT: tk('games.category.cockfight'),
  BINGO: tk('games.category.bingo'),
};

/** The key of a category's name; an unknown category code is shown as it is (no key). */
export const categoryKey = (gameType: string): TMessageKey | null =>
  (RECORD_CATEGORY_KEYS as Readonly<Record<string, TMessageKey>>)[gameType] ?? null;

export const TRANSACTION_TYPE_KEYS: Readonly<Record<TTransactionType, TMessageKey>> = {
  DEPOSIT: tk('records.transaction_type.deposit'),
  WITHDRAW: tk('records.transaction_type.withdraw'),
  WITHDRAW_RETURN: tk('records.transaction_type.withdraw_return'),
  TRANSFER: tk('records.transaction_type.transfer'),
  UPLINE_TRANSFER: tk('records.transaction_type.upline_transfer'),
  BET: tk('records.transaction_type.bet'),
  WIN: tk('records.transaction_type.win'),
  BET_REFUND: tk('records.transaction_type.bet_refund'),
  BONUS: tk('records.transaction_type.bonus'),
  REBATE: tk('records.transaction_type.rebate'),
  ADJUSTMENT: tk('records.transaction_type.adjustment'),
  DOWNLINE_TRANSFER: tk('records.transaction_type.downline_transfer'),
  SALARY: tk('records.transaction_type.salary'),
  DIVIDEND: tk('records.transaction_type.dividend'),
};

export const BONUS_TYPE_KEYS: Readonly<Record<TBonusType, TMessageKey>> = {
  PROMOTION: tk('records.bonus_type.promotion'),
  REBATE: tk('records.bonus_type.rebate'),
  DEPOSIT_BONUS: tk('records.bonus_type.deposit_bonus'),
  MANUAL: tk('records.bonus_type.manual'),
};

export const BET_STATUS_KEYS: Readonly<Record<TBet['status'], TMessageKey>> = {
  open: tk('records.bet_status.open'),
  settled: tk('records.bet_status.settled'),
  rolled_back: tk('records.bet_status.rolled_back'),
};
