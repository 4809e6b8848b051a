import { z } from 'zod';
import { DEPOSIT_CHANNEL_TYPES, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../domain/cashier.js';
import { wirePageOf, ZWireAmount, ZWireId, ZWireTime } from './common.js';

/**
 * The wallet group: balances, transfers, deposits, withdrawals, bank cards and the
 * payment password (docs/upstream.md §3 "Wallet", docs/product.md §7 "Wallet"). Paths the docs/upstream.md name
 * are used as named; the few they do not show (marked "ours") follow the
 * upstream's relay naming. Amounts on the wire are decimal major units; times
 * are milliseconds since the epoch. Every money-moving call carries
 * `requestId`: a retried request with the same id changes nothing and answers
 * the first result (docs/product.md §7).
 */
export const WALLET_PATHS = {
  balance: '/wps/v2/wallets/balance',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  consolidated: '/wps/member/info/funds/consolidated',
  depositSettings: '/wps/relay/MCSFE_getDepositSettings',
  depositManualTransfer: '/wps/relay/MCSFE_manualTransferByAccountName',
  depositByQr: '/wps/relay/MCSFE_depositByQRImageUrl',
  depositReport: '/wps/relay/MCS2_depositTransactioNReport',
  withdrawSettings: '/wps/relay/MCSFE_getWithdrawSettings',
  withdrawBanks: '/wps/relay/MCS2_withdrawBanks',
  bankCards: '/wps/relay/MCS2_bankCards',
  addBankCard: '/wps/member/bankCard',
  hasPaymentPassword: '/wps/member/hasWithdrawalPassword',
  paymentPassword: '/wps/member/paymentPassword',
  resetPaymentPassword: '/wps/member/paymentPassword/reset',
  withdraw: '/wps/transaction/withdraw',
  withdrawReport: '/wps/relay/MCS2_WithdrawTransactionReport',
  /** Ours: the member confirms an approved withdrawal received or not. */
  confirmWithdrawal: '/wps/relay/MCSFE_confirmWithdrawal',
  /** Ours: the member's agent upline, if any. */
  uplineInfo: '/wps/relay/MCSFE_getUplineInfo',
  /** Ours: a transfer from the member's main wallet to the upline agent's. */
  transferToUpline: '/wps/relay/MCSFE_transferToUpline',
  /** Ours: the DEPOSIT promotions a deposit can claim now, with their terms. */
  depositPromoList: '/wps/relay/MCS2_depositPromoList',
  /** Ours: an online-payment deposit; answers the order with the payment page's URL. */
  depositPaymentGateway: '/wps/relay/MCS2_depositPaymentGateway',
  /** Ours: the banks a payer can pay from on a channel's vendor. */
  depositBanksByVendor: '/wps/relay/MCS2_depositBanksByVendor',
} as const;

/**
 * Legacy twins the upstream also answers, alike (the older mobile client's
 * names); the mock serves them with the same implementation and the gateway
 * speaks the names above.
 */
export const WALLET_TWIN_PATHS = {
  balance: '/wps/wallets/gcs',
  depositManualTransfer: '/wps/relay/MCS2_depositManualTransfer',
} as const satisfies Partial<Record<keyof typeof WALLET_PATHS, string>>;

/**
 * `value` of `GET /wps/v2/wallets/balance?typeId=0`. The upstream sends major
 * units as decimal numbers; the gateway turns them into integer minor units.
 */
export const ZWireBalanceSchema = z.object({
  sumBalance: z.coerce.number(),
  balance: z
    .array(z.object({ accountTypeId: z.coerce.number().int(), availBalance: z.coerce.number() }))
    .default([]),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TWireBalance = z.infer<typeof ZWireBalanceSchema>;

/** `value` of `GET GCS_merchantWallet?merchantCode`: single wallet, or main plus vendor wallets. */
export const ZWireMerchantWalletSchema = z.object({
  isSingle: z.boolean(),
  /** The wallets a member of this merchant has, main first (ours: names the account type ids). */
  wallets: z
    .array(
      z.object({
        accountTypeId: z.coerce.number().int(),
        vassalage: z.string().nullish(),
        name: z.string(),
      }),
    )
    .default([]),
});
export type TWireMerchantWallet = z.infer<typeof ZWireMerchantWalletSchema>;

/** Body of `POST GCS_walletTransfer`. */
export const ZWireWalletTransferBodySchema = z.object({
  fromAccountTypeId: z.number().int(),
  toAccountTypeId: z.number().int(),
  amount: z.number().positive(),
  requestId: z.string().min(8).max(64),
});
/** Its `value`: the balances after the transfer. */
export const ZWireWalletTransferSchema = ZWireBalanceSchema;

/** `value` of `GET /wps/member/info/funds/consolidated`: the contract flags (docs/product.md §3). */
export const ZWireConsolidatedSchema = z.object({
  dailysalreqtype: z.coerce.number().int().nullish(),
  divtypereq: z.coerce.number().int().nullish(),
  contracthoursalreq: z.coerce.number().int().nullish(),
  realtimesalreqtype: z.coerce.number().int().nullish(),
  contractmrdailysalinfotype: z.coerce.number().int().nullish(),
  contracthoursalinfo: z.coerce.number().int().nullish(),
  dailysalinfotype: z.coerce.number().int().nullish(),
  divtypeinfo: z.coerce.number().int().nullish(),
});

export const ZWireDepositChannelSchema = z.object({
  channelId: ZWireId,
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string(),
  bankCode: z.string(),
  vendorId: ZWireId,
  mcsBankCode: z.string(),
  minAmount: ZWireAmount,
  maxAmount: ZWireAmount,
  /** BANK and EWALLET: where to send the money. */
  payee: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullish(),
  /** QR: the image to scan (a data URL or an http(s) URL). */
  qrImageUrl: z.string().nullish(),
  /** A test channel: the order is approved at once. */
  isTest: z.boolean().default(false),
});
/** Ours: a chosen deposit bonus (a DEPOSIT promotion's id), on every deposit call. */
const ZWirePromotionChoice = z.string().max(32).nullish();
export type TWireDepositChannel = z.infer<typeof ZWireDepositChannelSchema>;

/** `value` of `GET MCSFE_getDepositSettings`. */
export const ZWireDepositSettingsSchema = z.object({
  allowDeposit: z.enum(['Y', 'N']),
  totalDepositSuccessCount: z.coerce.number().int(),
  depositInfo: z.object({ channels: z.array(ZWireDepositChannelSchema).default([]) }),
});

/** Proof images: data URLs of png or jpeg (docs/product.md §5: at most 5 MB each, at most 3). */
export const ZWirePicturesSchema = z.array(z.string()).max(3).default([]);

/** Body of `POST MCSFE_manualTransferByAccountName` (BANK and EWALLET channels). */
export const ZWireManualTransferBodySchema = z.object({
  channelId: z.string(),
  payeeName: z.string().min(1).max(64),
  amount: z.number().positive(),
  bankCode: z.string(),
  vendorId: z.string(),
  mcsBankCode: z.string(),
  pictures: ZWirePicturesSchema,
  promotionId: ZWirePromotionChoice,
  requestId: z.string().min(8).max(64),
});

/** Body of `POST MCSFE_depositByQRImageUrl` (QR channels). */
export const ZWireDepositByQrBodySchema = z.object({
  channelId: z.string(),
  amount: z.number().positive(),
  bankCode: z.string(),
  bankType: z.string(),
  vendorId: z.string(),
  mcsBankCode: z.string(),
  showQrImageOnly: z.boolean().default(false),
  pictures: ZWirePicturesSchema,
  promotionId: ZWirePromotionChoice,
  requestId: z.string().min(8).max(64),
});

/** Body of `POST MCS2_depositPaymentGateway` (ONLINE channels): `bankCode` is the payer's bank. */
export const ZWirePaymentGatewayBodySchema = z.object({
  channelId: z.string(),
  amount: z.number().positive(),
  bankCode: z.string().min(1).max(32),
  vendorId: z.string(),
  mcsBankCode: z.string(),
  promotionId: ZWirePromotionChoice,
  requestId: z.string().min(8).max(64),
});

export const ZWireDepositOrderSchema = z.object({
  orderId: ZWireId,
  channelName: z.string(),
  channelType: z.enum(DEPOSIT_CHANNEL_TYPES),
  amount: ZWireAmount,
  status: z.enum(DEPOSIT_STATUSES),
  proofCount: z.coerce.number().int().default(0),
  createdAt: ZWireTime,
  decidedAt: ZWireTime.nullish(),
  /** Why an order was rejected or failed. */
  remark: z.string().nullish(),
  /** The deposit bonus chosen with it, if any, and its title in the request's language. */
  promotionId: ZWireId.nullish(),
  promotionTitle: z.string().nullish(),
  /** An online payment still to pay: its payment page. */
  paymentUrl: z.string().nullish(),
});
/** `value` of the deposit calls: the order as created (a test channel's is already approved). */
export const ZWireDepositResultSchema = ZWireDepositOrderSchema.extend({ qrImageUrl: z.string().nullish() });

export const ZWireDepositReportSchema = wirePageOf(ZWireDepositOrderSchema);

/** A DEPOSIT promotion a deposit can claim: `rewardPercent` of the deposit, at most `maxRewardAmount`. */
export const ZWireDepositPromotionSchema = z.object({
  promotionId: ZWireId,
  title: z.string(),
  summary: z.string(),
  /** The terms, HTML. */
  content: z.string(),
  rewardPercent: z.coerce.number(),
  maxRewardAmount: ZWireAmount.nullish(),
  minDepositAmount: ZWireAmount,
  endAt: ZWireTime.nullish(),
});
/** `value` of `GET MCS2_depositPromoList`. */
export const ZWireDepositPromoListSchema = z.array(ZWireDepositPromotionSchema);

/** `value` of `GET MCS2_depositBanksByVendor?channelId&vendorId`. */
export const ZWireDepositBanksSchema = z.array(z.object({ bankCode: z.string(), bankName: z.string() }));

/** `value` of `GET MCSFE_getWithdrawSettings?groupId=0`. */
export const ZWireWithdrawSettingsSchema = z.object({
  minimumAmount: ZWireAmount,
  maximumAmount: ZWireAmount,
  /** Minutes after approval when an unconfirmed withdrawal counts as received. */
  autoConfirmMinutes: z.coerce.number().int(),
});

export const ZWireBankSchema = z.object({ bankCode: z.string(), bankName: z.string() });
/** `value` of `GET MCS2_withdrawBanks`. */
export const ZWireWithdrawBanksSchema = z.array(ZWireBankSchema);

export const ZWireBankCardSchema = z.object({
  id: ZWireId,
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four digits show. */
  accountNumber: z.string(),
});
/** `value` of `GET MCS2_bankCards`. */
export const ZWireBankCardsSchema = z.array(ZWireBankCardSchema);
/** Body of `POST /wps/member/bankCard`; `value` is the card added. */
export const ZWireAddBankCardBodySchema = z.object({
  bankCode: z.string().min(1).max(32),
  accountName: z.string().min(1).max(64),
  accountNumber: z.string().regex(/^\d{6,30}$/),
  requestId: z.string().min(8).max(64),
});

/** `value` of `GET /wps/member/hasWithdrawalPassword`. */
export const ZWireHasPaymentPasswordSchema = z.boolean();
/** Body of `POST /wps/member/paymentPassword`: first setting, or a change with the current one. */
export const ZWireSetPaymentPasswordBodySchema = z.object({
  oldPaymentPassword: z.string().optional(),
  paymentPassword: z.string(),
  confirmPaymentPassword: z.string(),
  requestId: z.string().min(8).max(64),
});
/** Body of `POST /wps/member/paymentPassword/reset`: forgotten, proven with the login password. */
export const ZWireResetPaymentPasswordBodySchema = z.object({
  loginPassword: z.string(),
  paymentPassword: z.string(),
  confirmPaymentPassword: z.string(),
  requestId: z.string().min(8).max(64),
});

/** Body of `POST /wps/transaction/withdraw` before encryption. */
export const ZWireWithdrawBodySchema = z.object({
  amount: z.number().positive(),
  bankCardId: z.string(),
  paymentPassword: z.string(),
  requestId: z.string().min(8).max(64),
});

export const ZWireWithdrawalSchema = z.object({
  withdrawalId: ZWireId,
  amount: ZWireAmount,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  /** Masked account number. */
  accountNumber: z.string(),
  createdAt: ZWireTime,
  decidedAt: ZWireTime.nullish(),
  /** When an approved withdrawal left unconfirmed counts as received. */
  confirmBefore: ZWireTime.nullish(),
  confirmedAt: ZWireTime.nullish(),
  /** True when the confirmation window ran out (forced receipt). */
  isAutoConfirmed: z.boolean().default(false),
  remark: z.string().nullish(),
});
/** `value` of the withdraw call: the withdrawal as created (pending). */
export const ZWireWithdrawResultSchema = ZWireWithdrawalSchema;
export const ZWireWithdrawReportSchema = wirePageOf(ZWireWithdrawalSchema);

/** Body of `POST MCSFE_confirmWithdrawal`: not received needs at least one proof image. */
export const ZWireConfirmWithdrawalBodySchema = z.object({
  withdrawalId: z.string(),
  received: z.boolean(),
  pictures: ZWirePicturesSchema,
  remark: z.string().max(140).default(''),
});
export const ZWireConfirmWithdrawalSchema = ZWireWithdrawalSchema;

/** `value` of `GET MCSFE_getUplineInfo`. */
export const ZWireUplineInfoSchema = z.object({
  hasUpline: z.boolean(),
  uplineAccount: z.string().nullish(),
});
/** Body of `POST MCSFE_transferToUpline`; `value` the balances after it. */
export const ZWireTransferToUplineBodySchema = z.object({
  amount: z.number().positive(),
  paymentPassword: z.string(),
  requestId: z.string().min(8).max(64),
});
export const ZWireTransferToUplineSchema = ZWireBalanceSchema;
