import { z } from 'zod';
import {
  CASHIER_LIMITS,
  DEPOSIT_CHANNEL_TYPES,
  DEPOSIT_STATUSES,
  LIMITS,
  WITHDRAWAL_STATUSES,
} from '../domain/index.js';
import { pageOf } from './paging.js';
import { VALIDATION } from './validation.js';

const ZMinorUnits = z.number().int();

/** An amount the member moves: whole minor units, above zero, below the cashier's ceiling. */
export const ZAmountInputSchema = z.number().int().positive().max(CASHIER_LIMITS.maxAmountMinor);

/**
 * Made once per confirmed money action by the web (a UUID); a retried request
 * with the same id changes nothing upstream and answers the first result.
 */
export const ZRequestIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZPaymentPasswordSchema = z
  .string()
  .regex(new RegExp(`^\\d{${CASHIER_LIMITS.paymentPasswordLength}}$`), VALIDATION.paymentPasswordFormat);

/** A proof image as a data URL: png or jpeg, at most 5 MB decoded (docs/product.md §5). */
export const MAX_PROOF_DATA_URL_CHARS = Math.ceil((LIMITS.upload.maxBytes * 4) / 3) + 64;
export const ZProofImageSchema = z
  .string()
  .max(MAX_PROOF_DATA_URL_CHARS, VALIDATION.proofImage)
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, VALIDATION.proofImage);
export const ZProofImagesSchema = z
  .array(ZProofImageSchema)
  .max(LIMITS.upload.maxFiles, VALIDATION.tooManyProofs);

export const ZWalletSchema = z.object({ accountTypeId: z.number().int(), balance: ZMinorUnits });

export const ZBalanceOutputSchema = z.object({
  /** Sum of the wallets, integer minor units. */
  total: ZMinorUnits,
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(ZWalletSchema),
});
export type TBalanceOutput = z.infer<typeof ZBalanceOutputSchema>;

/** The merchant's wallet set-up, with each wallet's name and balance. */
export const ZWalletsOutputSchema = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  total: ZMinorUnits,
  wallets: z.array(
    z.object({
      accountTypeId: z.number().int(),
      vassalage: z.string().nullable(),
      name: z.string(),
      isMain: z.boolean(),
      balance: ZMinorUnits,
    }),
  ),
});
export type TWalletsOutput = z.infer<typeof ZWalletsOutputSchema>;

export const ZTransferInputSchema = z
  .strictObject({
    fromAccountTypeId: z.number().int().min(0).max(1_000_000),
    toAccountTypeId: z.number().int().min(0).max(1_000_000),
    amount: ZAmountInputSchema,
    requestId: ZRequestIdSchema,
  })
  .refine((input) => input.fromAccountTypeId !== input.toAccountTypeId, {
    message: VALIDATION.sameWallet,
    path: ['toAccountTypeId'],
  });
export type TTransferInput = z.input<typeof ZTransferInputSchema>;

export const ZConsolidatedOutputSchema = z.object({
  dailySalary: z.number().int().nullable(),
  dividend: z.number().int().nullable(),
  hourlySalary: z.number().int().nullable(),
  realtimeSalary: z.number().int().nullable(),
});

export const ZDepositChannelSchema = z.object({
  channelId: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string(),
  minAmount: ZMinorUnits,
  maxAmount: ZMinorUnits,
  payee: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
  qrImageUrl: z.string().nullable(),
  isTest: z.boolean(),
});
export type TDepositChannel = z.infer<typeof ZDepositChannelSchema>;
export const ZDepositSettingsOutputSchema = z.object({
  isAllowed: z.boolean(),
  successCount: z.number().int(),
  channels: z.array(ZDepositChannelSchema),
});
export type TDepositSettings = z.infer<typeof ZDepositSettingsOutputSchema>;

export const ZDepositInputSchema = z.strictObject({
  channelId: z.string().min(1).max(64),
  amount: ZAmountInputSchema,
  /** The name on the account the member paid from (BANK and EWALLET). */
  payeeName: z.string().trim().min(1).max(64).optional(),
  /** The bank the member pays from (ONLINE), one of `wallet.depositBanks`. */
  bankCode: z.string().trim().min(1).max(32).optional(),
  /** The deposit bonus chosen (one of `wallet.depositPromotions`); none when absent. */
  promotionId: z.string().min(1).max(32).optional(),
  proofs: ZProofImagesSchema.default([]),
  requestId: ZRequestIdSchema,
});
export type TDepositInput = z.input<typeof ZDepositInputSchema>;

export const ZDepositOrderSchema = z.object({
  orderId: z.string(),
  channelName: z.string(),
  channelType: z.enum(DEPOSIT_CHANNEL_TYPES),
  amount: ZMinorUnits,
  status: z.enum(DEPOSIT_STATUSES),
  proofCount: z.number().int(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  remark: z.string().nullable(),
  /** The deposit bonus chosen with it. */
  bonus: z.object({ promotionId: z.string(), title: z.string() }).nullable(),
  /** An online payment still to pay: its payment page (a path of the site, or an https URL). */
  paymentUrl: z.string().nullable(),
});
export type TDepositOrder = z.infer<typeof ZDepositOrderSchema>;
export const ZDepositOutputSchema = ZDepositOrderSchema.extend({ qrImageUrl: z.string().nullable() });
export const ZDepositOrdersOutputSchema = pageOf(ZDepositOrderSchema);

/** A deposit bonus the member can choose: `percent` of the deposit, at most `maxReward`, from `minDeposit`. */
export const ZDepositPromotionSchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The terms, sanitised HTML. */
  termsHtml: z.string(),
  percent: z.number(),
  maxReward: ZMinorUnits.nullable(),
  minDeposit: ZMinorUnits,
  endAt: z.number().int().nullable(),
});
export type TDepositPromotion = z.infer<typeof ZDepositPromotionSchema>;
export const ZDepositPromotionsOutputSchema = z.object({ promotions: z.array(ZDepositPromotionSchema) });

/** The banks a member can pay from on an ONLINE channel. */
export const ZDepositBanksInputSchema = z.strictObject({ channelId: z.string().min(1).max(64) });

export const ZWithdrawSettingsOutputSchema = z.object({
  minAmount: ZMinorUnits,
  maxAmount: ZMinorUnits,
  autoConfirmMinutes: z.number().int(),
  hasPaymentPassword: z.boolean(),
});
export type TWithdrawSettings = z.infer<typeof ZWithdrawSettingsOutputSchema>;

export const ZBankSchema = z.object({ bankCode: z.string(), bankName: z.string() });
export const ZBanksOutputSchema = z.object({ banks: z.array(ZBankSchema) });
export const ZBankCardSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type TBankCard = z.infer<typeof ZBankCardSchema>;
export const ZBankCardsOutputSchema = z.object({ cards: z.array(ZBankCardSchema) });
export const ZAddBankCardInputSchema = z.strictObject({
  bankCode: z.string().trim().min(1).max(32),
  accountName: z.string().trim().min(1).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,30}$/, VALIDATION.bankAccountFormat),
  requestId: ZRequestIdSchema,
});
export type TAddBankCardInput = z.input<typeof ZAddBankCardInputSchema>;

/** The answer of a change that has nothing to report but success (payment passwords). */
export const ZOkOutputSchema = z.object({ ok: z.literal(true) });
export type TOkOutput = z.infer<typeof ZOkOutputSchema>;

const NEW_PAYMENT_PASSWORD_FIELDS = {
  paymentPassword: ZPaymentPasswordSchema,
  confirmPaymentPassword: z.string(),
};
const SET_PAYMENT_PASSWORD_FIELDS = {
  /** Required when a payment password exists (a change). */
  oldPaymentPassword: ZPaymentPasswordSchema.optional(),
  ...NEW_PAYMENT_PASSWORD_FIELDS,
};
const RESET_PAYMENT_PASSWORD_FIELDS = {
  loginPassword: z.string().min(1).max(64),
  ...NEW_PAYMENT_PASSWORD_FIELDS,
};

/** The new payment password typed twice alike. */
const isTypedTwiceAlike = (input: { paymentPassword: string; confirmPaymentPassword: string }) =>
  input.paymentPassword === input.confirmPaymentPassword;
const TYPED_TWICE_ALIKE = { message: VALIDATION.passwordsDiffer, path: ['confirmPaymentPassword'] };

/** What the member types to set a payment password; the form checks it before it makes a requestId. */
export const ZSetPaymentPasswordDraftSchema = z
  .object(SET_PAYMENT_PASSWORD_FIELDS)
  .refine(isTypedTwiceAlike, TYPED_TWICE_ALIKE);
export const ZSetPaymentPasswordInputSchema = z
  .strictObject({ ...SET_PAYMENT_PASSWORD_FIELDS, requestId: ZRequestIdSchema })
  .refine(isTypedTwiceAlike, TYPED_TWICE_ALIKE);
export const ZResetPaymentPasswordDraftSchema = z
  .object(RESET_PAYMENT_PASSWORD_FIELDS)
  .refine(isTypedTwiceAlike, TYPED_TWICE_ALIKE);
export const ZResetPaymentPasswordInputSchema = z
  .strictObject({ ...RESET_PAYMENT_PASSWORD_FIELDS, requestId: ZRequestIdSchema })
  .refine(isTypedTwiceAlike, TYPED_TWICE_ALIKE);
export type TSetPaymentPasswordDraft = z.input<typeof ZSetPaymentPasswordDraftSchema>;
export type TResetPaymentPasswordDraft = z.input<typeof ZResetPaymentPasswordDraftSchema>;

export const ZWithdrawInputSchema = z.strictObject({
  amount: ZAmountInputSchema,
  bankCardId: z.string().min(1).max(64),
  paymentPassword: ZPaymentPasswordSchema,
  requestId: ZRequestIdSchema,
});
export type TWithdrawInput = z.input<typeof ZWithdrawInputSchema>;

export const ZWithdrawalSchema = z.object({
  withdrawalId: z.string(),
  amount: ZMinorUnits,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  confirmBefore: z.number().int().nullable(),
  confirmedAt: z.number().int().nullable(),
  isAutoConfirmed: z.boolean(),
  remark: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawalSchema>;
export const ZWithdrawalsOutputSchema = pageOf(ZWithdrawalSchema);

export const ZConfirmWithdrawalInputSchema = z
  .strictObject({
    withdrawalId: z.string().min(1).max(64),
    received: z.boolean(),
    proofs: ZProofImagesSchema.default([]),
    remark: z.string().trim().max(CASHIER_LIMITS.remarkMaxChars).default(''),
  })
  .refine((input) => input.received || input.proofs.length > 0, {
    message: VALIDATION.proofRequired,
    path: ['proofs'],
  });
export type TConfirmWithdrawalInput = z.input<typeof ZConfirmWithdrawalInputSchema>;

export const ZUplineOutputSchema = z.object({ hasUpline: z.boolean(), uplineAccount: z.string().nullable() });
export const ZTransferToUplineInputSchema = z.strictObject({
  amount: ZAmountInputSchema,
  paymentPassword: ZPaymentPasswordSchema,
  requestId: ZRequestIdSchema,
});
