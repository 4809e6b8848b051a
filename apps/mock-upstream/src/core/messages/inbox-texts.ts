import { formatMoney, type TInboxMessageType } from '@site/contracts';

/**
 * The parameters a message is stored with (`inbox_messages.params`):
 * `amountMinor` (the money it is about), `remark` (an operator's reason, may
 * be absent); NOTICE messages carry their own `title` and `content`, and a
 * notice about a promotion its `promotionId` (withheld from a restricted
 * member, core/messages/inbox-store.ts).
 */
export type TInboxParams = Record<string, string | number>;

type TTexts = { title: string; content: (amount: string, remark: string | null) => string };

const reasonEn = (remark: string | null) =>
  remark ? ` Reason: ${remark}` : ' Please contact customer service.';
const reasonTy = (remark: string | null) =>
  remark ? ` Dahilan: ${remark}` : ' Makipag-ugnayan sa customer service.';

const TEXTS: Record<'EN' | 'TY', Record<Exclude<TInboxMessageType, 'NOTICE'>, TTexts>> = {
  EN: {
    DEPOSIT_CREDITED: {
      title: 'Deposit credited',
      content: (amount) => `Your deposit of ${amount} has been credited to your main wallet.`,
    },
    DEPOSIT_FAILED: {
      title: 'Deposit failed',
      content: (amount, remark) => `Your deposit of ${amount} could not be credited.${reasonEn(remark)}`,
    },
    WITHDRAWAL_APPROVED: {
      title: 'Withdrawal approved',
      content: (amount) =>
        `Your withdrawal of ${amount} has been approved and sent to your bank account. Please confirm once you receive it.`,
    },
    WITHDRAWAL_REJECTED: {
      title: 'Withdrawal rejected',
      content: (amount, remark) =>
        `Your withdrawal of ${amount} was rejected and the amount is back in your main wallet.${reasonEn(remark)}`,
    },
  },
  TY: {
    DEPOSIT_CREDITED: {
      title: 'Naikredito ang deposito',
      content: (amount) => `Naikredito na sa iyong pangunahing wallet ang iyong deposito na ${amount}.`,
    },
    DEPOSIT_FAILED: {
      title: 'Hindi natuloy ang deposito',
      content: (amount, remark) => `Hindi naikredito ang iyong deposito na ${amount}.${reasonTy(remark)}`,
    },
    WITHDRAWAL_APPROVED: {
      title: 'Naaprubahan ang withdrawal',
      content: (amount) =>
        `Naaprubahan at naipadala na sa iyong bank account ang iyong withdrawal na ${amount}. Pakikumpirma kapag natanggap mo na.`,
    },
    WITHDRAWAL_REJECTED: {
      title: 'Tinanggihan ang withdrawal',
      content: (amount, remark) =>
        `Tinanggihan ang iyong withdrawal na ${amount} at naibalik ang halaga sa iyong pangunahing wallet.${reasonTy(remark)}`,
    },
  },
};

const textParam = (params: TInboxParams, key: string): string | null => {
  const value = params[key];
  return value === undefined || value === '' ? null : String(value);
};

/** A message's title and content in the reader's language (EN or TY), amounts like ₱1,234.50. */
export const renderInboxMessage = (
  type: TInboxMessageType,
  params: TInboxParams,
  language: string,
  currencySymbol: string,
): { title: string; content: string } => {
  if (type === 'NOTICE')
    return { title: textParam(params, 'title') ?? '', content: textParam(params, 'content') ?? '' };
  const texts = TEXTS[language === 'TY' ? 'TY' : 'EN'][type];
  const amountMinor = Number(params.amountMinor ?? 0);
  return {
    title: texts.title,
    content: texts.content(formatMoney(amountMinor, currencySymbol), textParam(params, 'remark')),
  };
};
