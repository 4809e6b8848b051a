import { router } from '../../init.js';
import { contractHistory } from './contract-history.js';
import { contractInfo } from './contract-info.js';
import { contractRequests } from './contract-requests.js';
import { createInviteLink } from './create-invite-link.js';
import { currentSettlement } from './current-settlement.js';
import { deleteInviteLink } from './delete-invite-link.js';
import { downline } from './downline.js';
import { downlineDividends } from './downline-dividends.js';
import { downlines } from './downlines.js';
import { income } from './income.js';
import { inviteLinks } from './invite-links.js';
import { offerContract } from './offer-contract.js';
import { processContract } from './process-contract.js';
import { registerDownline } from './register-downline.js';
import { settlements } from './settlements.js';
import { subordinates } from './subordinates.js';
import { teamBets } from './team-bets.js';
import { teamOverview } from './team-overview.js';
import { teamProfitLoss } from './team-profit-loss.js';
import { teamTransactions } from './team-transactions.js';
import { transferToDownline } from './transfer-to-downline.js';
import { transferToDownlines } from './transfer-to-downlines.js';
import { updateDownlineRebates } from './update-downline-rebates.js';

/** The agent centre (docs/history/agent-interfaces.md, "Gateway"): agents only, each in its own subtree. */
export const agentRouter = router({
  teamOverview,
  subordinates,
  teamProfitLoss,
  income,
  teamBets,
  teamTransactions,
  downlines,
  downline,
  transferToDownline,
  transferToDownlines,
  updateDownlineRebates,
  inviteLinks,
  createInviteLink,
  deleteInviteLink,
  registerDownline,
  contractInfo,
  currentSettlement,
  settlements,
  downlineDividends,
  contractRequests,
  contractHistory,
  offerContract,
  processContract,
});
