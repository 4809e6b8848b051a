import { type TBalanceOutput, toMinorUnits, type TWireBalance } from '@site/contracts';

/** The upstream sends decimal major units; below the UI money is integer minor units. */
export const toBalance = (wire: TWireBalance): TBalanceOutput => ({
  total: toMinorUnits(wire.sumBalance),
  currency: wire.currency,
  currencySymbol: wire.currencySymbol,
  wallets: wire.balance.map((wallet) => ({
    accountTypeId: wallet.accountTypeId,
    balance: toMinorUnits(wallet.availBalance),
  })),
});
