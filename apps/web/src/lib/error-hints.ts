import type { TRestrictionKind, TRgLimitType, TRgPeriod } from '@site/contracts/domain';
import type { TErrorData, TErrorKey } from '@site/contracts/errors';
import { errorDataOf, errorKeyOf } from './error-message';
import { tk, type TMessageKey } from './i18n-keys';
import type { TMessage } from './message';

/** How a hint's figures read: money in minor units, a moment (epoch ms) in the merchant's time. */
export type THintFormat = { money: (minor: number) => string; moment: (epochMs: number) => string };

type THint = NonNullable<TErrorData['hint']>;
type TLimitHint = NonNullable<THint['limit']>;
type TRestrictionHint = Pick<NonNullable<THint['restriction']>, 'kind' | 'until'>;

/** A responsible gaming limit as a sentence names it: "daily deposit limit". */
const LIMIT_PHRASE_KEYS: Readonly<Record<TRgLimitType, Readonly<Record<TRgPeriod, TMessageKey>>>> = {
  deposit: {
    day: tk('rg.phrase.deposit_day'),
    week: tk('rg.phrase.deposit_week'),
    month: tk('rg.phrase.deposit_month'),
  },
  loss: {
    day: tk('rg.phrase.loss_day'),
    week: tk('rg.phrase.loss_week'),
    month: tk('rg.phrase.loss_month'),
  },
  wager: {
    day: tk('rg.phrase.wager_day'),
    week: tk('rg.phrase.wager_week'),
    month: tk('rg.phrase.wager_month'),
  },
  play_time: {
    day: tk('rg.phrase.play_time_day'),
    week: tk('rg.phrase.play_time_week'),
    month: tk('rg.phrase.play_time_month'),
  },
};

/** A limit as a sentence names it, to fill a message's placeholder. */
export const limitPhrase = (type: TRgLimitType, period: TRgPeriod): TMessage => ({
  key: LIMIT_PHRASE_KEYS[type][period],
});

/** An amount a limit counts: money, or minutes of play. */
export const limitAmountMessage = (
  type: TRgLimitType,
  amount: number,
  format: Pick<THintFormat, 'money'>,
): string | TMessage =>
  type === 'play_time' ? { key: tk('rg.minutes'), values: { count: amount } } : format.money(amount);

/** What a limit leaves and when it resets ("Your daily deposit limit leaves ₱120.00 until …"). */
export const limitLeftMessage = (limit: TLimitHint, format: THintFormat): TMessage => {
  const values = {
    limit: limitPhrase(limit.type, limit.period),
    resetsAt: format.moment(limit.resetsAt),
  };
  return limit.left > 0
    ? {
        key: tk('error.hint.limit_left'),
        values: { ...values, left: limitAmountMessage(limit.type, limit.left, format) },
      }
    : { key: tk('error.hint.limit_used_up'), values };
};

const RESTRICTION_KEYS: Readonly<Record<TRestrictionKind, TMessageKey>> = {
  time_out: tk('rg.restriction.time_out'),
  self_exclusion: tk('rg.restriction.self_exclusion'),
  closed: tk('rg.restriction.closed'),
  returning: tk('rg.restriction.returning'),
  restricted: tk('rg.restriction.restricted'),
};

/** The kinds whose sentence names an end date. */
const DATED_KINDS: ReadonlySet<TRestrictionKind> = new Set(['time_out', 'self_exclusion', 'returning']);

/**
 * Why play is closed and until when, and that the balance can still be
 * withdrawn and the records read: the restricted member's banner and the
 * `account_restricted` refusal say the same sentence.
 */
export const restrictionMessage = (restriction: TRestrictionHint, format: THintFormat): TMessage => {
  if (!DATED_KINDS.has(restriction.kind)) return { key: RESTRICTION_KEYS[restriction.kind] };
  // A dated kind without a date (not expected) still reads well without it.
  if (restriction.until === null) return { key: 'error.account_restricted' };
  return { key: RESTRICTION_KEYS[restriction.kind], values: { until: format.moment(restriction.until) } };
};

type THintReader = (hint: THint, format: THintFormat) => TMessage | null;

const limitHint: THintReader = (hint, format) => (hint.limit ? limitLeftMessage(hint.limit, format) : null);

/**
 * The failures whose message a hint of the gateway's (`error.data.hint`) can
 * fill; any other failure, or one without its hint, reads `error.<key>`.
 */
const HINT_READERS: { readonly [TKey in TErrorKey]?: THintReader } = {
  deposit_limit_reached: limitHint,
  loss_limit_reached: limitHint,
  wager_limit_reached: limitHint,
  play_time_limit_reached: limitHint,
  account_restricted: (hint, format) =>
    hint.restriction ? restrictionMessage(hint.restriction, format) : null,
};

/** The message of any failure: `error.<key>`, or a fuller one when the failure's hint can fill it. */
export const errorMessageOf = (error: unknown, format: THintFormat): TMessage => {
  const key = errorKeyOf(error);
  const hint = errorDataOf(error)?.hint;
  return (hint && HINT_READERS[key]?.(hint, format)) ?? { key: `error.${key}` };
};
