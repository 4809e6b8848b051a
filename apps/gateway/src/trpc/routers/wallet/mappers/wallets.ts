import {
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  toMinorUnits,
  type TWalletsOutput,
  type TWireBalance,
  type TWireMerchantWallet,
} from '@site/contracts';

/**
 * The merchant's wallets (names, in its order) with the member's balance of
 * each; a wallet the member has no balance row for yet holds 0.
 */
export const toWallets = (merchant: TWireMerchantWallet, balance: TWireBalance): TWalletsOutput => {
  const balanceOf = new Map(balance.balance.map((wallet) => [wallet.accountTypeId, wallet.availBalance]));
  return {
    isSingle: merchant.isSingle,
    currency: balance.currency,
    currencySymbol: balance.currencySymbol,
    total: toMinorUnits(balance.sumBalance),
    wallets: merchant.wallets.map((wallet) => ({
      accountTypeId: wallet.accountTypeId,
      vassalage: wallet.vassalage ?? null,
      name: wallet.name,
      isMain: wallet.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE_ID,
      balance: toMinorUnits(balanceOf.get(wallet.accountTypeId) ?? 0),
    })),
  };
};
