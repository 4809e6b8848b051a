import { router } from '../../init.js';
import { addBankCard } from './add-bank-card.js';
import { balance } from './balance.js';
import { bankCards } from './bank-cards.js';
import { banks } from './banks.js';
import { confirmWithdrawal } from './confirm-withdrawal.js';
import { consolidated } from './consolidated.js';
import { deposit } from './deposit.js';
import { depositBanks } from './deposit-banks.js';
import { depositPromotions } from './deposit-promotions.js';
import { depositSettings } from './deposit-settings.js';
import { deposits } from './deposits.js';
import { resetPaymentPassword } from './reset-payment-password.js';
import { setPaymentPassword } from './set-payment-password.js';
import { transfer } from './transfer.js';
import { transferToUpline } from './transfer-to-upline.js';
import { upline } from './upline.js';
import { wallets } from './wallets.js';
import { withdraw } from './withdraw.js';
import { withdrawSettings } from './withdraw-settings.js';
import { withdrawals } from './withdrawals.js';

/** Wallets and the cashier (docs/history/money-interfaces.md, "Gateway"); every call but the balance needs a real member. */
export const walletRouter = router({
  balance,
  wallets,
  transfer,
  consolidated,
  depositSettings,
  depositPromotions,
  depositBanks,
  deposit,
  deposits,
  withdrawSettings,
  banks,
  bankCards,
  addBankCard,
  setPaymentPassword,
  resetPaymentPassword,
  withdraw,
  withdrawals,
  confirmWithdrawal,
  upline,
  transferToUpline,
});
