import type { ReactNode } from 'react';
import type { TDepositChannel, TDepositOrder, TDepositPromotion, TWithdrawal } from '@site/contracts/api';
import type { THandlers } from '../../../../test/fake-api';
import { member, session } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

export const bankChannel = (overrides: Partial<TDepositChannel> = {}): TDepositChannel => ({
  channelId: 'bank-bdo',
  type: 'BANK',
  name: 'BDO bank transfer',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  payee: { bankName: 'BDO Unibank', accountName: 'Lucky Pavilion Inc', accountNumber: '001234567890' },
  qrImageUrl: null,
  isTest: false,
  ...overrides,
});

export const depositChannels = (): TDepositChannel[] => [
  bankChannel(),
  bankChannel({
    channelId: 'bank-test',
    name: 'Test bank',
    isTest: true,
    minAmount: 100,
    maxAmount: 100_000_000,
  }),
  bankChannel({
    channelId: 'gcash',
    type: 'EWALLET',
    name: 'GCash',
    minAmount: 5_000,
    maxAmount: 1_000_000,
    payee: { bankName: 'GCash', accountName: 'Lucky Pavilion', accountNumber: '09171234567' },
  }),
  bankChannel({
    channelId: 'qr-ph',
    type: 'QR',
    name: 'QR Ph',
    payee: null,
    qrImageUrl: '/static/qr/qr-ph.png',
  }),
];

export const onlineChannel = (): TDepositChannel =>
  bankChannel({ channelId: 'payph', type: 'ONLINE', name: 'PayPH Online Banking', payee: null });

export const depositPromotion = (overrides: Partial<TDepositPromotion> = {}): TDepositPromotion => ({
  promotionId: '3',
  title: '50% Deposit Bonus',
  summary: 'Deposit ₱100 or more and get half of it back, up to ₱500.',
  termsHtml: '<p>Once the deposit is approved, 50% of it (at most ₱500) is credited.</p>',
  percent: 50,
  maxReward: 50_000,
  minDeposit: 10_000,
  endAt: null,
  ...overrides,
});

export const depositOrder = (overrides: Partial<TDepositOrder> = {}): TDepositOrder => ({
  orderId: 'D-5001',
  channelName: 'BDO bank transfer',
  channelType: 'BANK',
  amount: 50_000,
  status: 'pending',
  proofCount: 0,
  createdAt: Date.UTC(2025, 5, 1),
  decidedAt: null,
  remark: null,
  bonus: null,
  paymentUrl: null,
  ...overrides,
});

export const withdrawal = (overrides: Partial<TWithdrawal> = {}): TWithdrawal => ({
  withdrawalId: 'W-1001',
  amount: 150_000,
  status: 'pending',
  bankName: 'BDO Unibank',
  accountNumber: '****7890',
  createdAt: Date.UTC(2025, 5, 1, 4, 0),
  decidedAt: null,
  confirmBefore: null,
  confirmedAt: null,
  isAutoConfirmed: false,
  remark: null,
  ...overrides,
});

export const emptyPage = () => ({ rows: [], pageNo: 1, totalPages: 0, totalCount: 0 });

/** A signed-in member with ₱12,345.67 in the main wallet. */
export const memberHandlers = (): THandlers => ({
  'session.me': () => session(member()),
  'wallet.balance': () => ({
    total: 1_234_567,
    currency: 'PHP',
    currencySymbol: '₱',
    wallets: [{ accountTypeId: 1, balance: 1_234_567 }],
  }),
});

/** Renders one cashier page as a members-only route of the whole app; only the network is fake. */
export const renderCashierPage = (page: ReactNode, handlers: THandlers) =>
  renderApp({
    path: '/cashier',
    routes: [{ definition: { path: '/cashier', requiresLogin: true }, element: page }],
    handlers: { ...memberHandlers(), ...handlers },
  });

/** A file of the given type and size (bytes), for the proof picker. */
export const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File([new Uint8Array(Math.min(size, 1024))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
