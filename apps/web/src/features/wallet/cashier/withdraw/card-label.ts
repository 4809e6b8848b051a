/** The last four digits of an account number behind dots (the gateway masks cards too; this also hides a full number). */
export const maskAccountNumber = (accountNumber: string): string =>
  `•••• ${accountNumber.replace(/\D/g, '').slice(-4)}`;

/** A card as selects, lists and confirmations name it: "BDO Unibank •••• 7890". */
export const cardLabel = (card: { bankName: string; accountNumber: string }): string =>
  `${card.bankName} ${maskAccountNumber(card.accountNumber)}`;
