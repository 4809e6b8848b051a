import type { THandlers, TOutputOf } from './fake-api';

export const withdrawSettings = (hasPaymentPassword = true): TOutputOf<'wallet.withdrawSettings'> => ({
  minAmount: 10_000,
  maxAmount: 5_000_000,
  autoConfirmMinutes: 30,
  hasPaymentPassword,
});

/** What the withdraw page asks for on arrival (no card, no withdrawal yet): for tests that only lead there. */
export const withdrawPageHandlers = (hasPaymentPassword = true): THandlers => ({
  'wallet.withdrawSettings': () => withdrawSettings(hasPaymentPassword),
  'wallet.withdrawals': () => ({ rows: [], pageNo: 1, totalPages: 1, totalCount: 0 }),
  'wallet.bankCards': () => ({ cards: [] }),
  'wallet.banks': () => ({ banks: [{ bankCode: 'BDO', bankName: 'BDO Unibank' }] }),
});
