import type { TLotteryRules } from '@site/contracts/api';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

/**
 * The results page's game picker groups games by their group: the VN
 * regions (docs/history/lottery-interfaces.md "Games"), the fast games of each
 * vendor, the 4D games. An unknown group shows its code.
 */
const GROUP_LABEL_KEYS: Readonly<Record<string, TMessageKey>> = {
  VN_NORTH: tk('lottery.group.north'),
  VN_CENTRAL: tk('lottery.group.central'),
  VN_SOUTH: tk('lottery.group.south'),
  VN_FAST: tk('lottery.group.vn_fast'),
  FAST: tk('lottery.group.lott_fast'),
  SEA_4D: tk('lottery.group.sea_4d'),
  SEA_FAST: tk('lottery.group.sea_fast'),
};

export type TGameGroup = { code: string; labelKey: TMessageKey | null; games: TLotteryRules[] };

/** The games in groups, in the order the rules first name each group. */
export const gameGroupsOf = (games: readonly TLotteryRules[]): TGameGroup[] => {
  const groups = new Map<string, TGameGroup>();
  for (const game of games) {
    const code = game.groupCode;
    const group = groups.get(code) ?? { code, labelKey: GROUP_LABEL_KEYS[code] ?? null, games: [] };
    group.games.push(game);
    groups.set(code, group);
  }
  return [...groups.values()];
};
