import { router } from '../../init.js';
import { bets } from './bets.js';
import { bonuses } from './bonuses.js';
import { claimRebate } from './claim-rebate.js';
import { manualRebate } from './manual-rebate.js';
import { profitLoss } from './profit-loss.js';
import { transactions } from './transactions.js';

/** The member's records and the manual rebate (docs/history/money-interfaces.md, "Gateway"); real members only. */
export const recordsRouter = router({ transactions, bets, profitLoss, bonuses, manualRebate, claimRebate });
