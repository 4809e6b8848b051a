import type { TRgLimit, TSetRgLimitOutput } from '@site/contracts/api';
import { RG_RAISE_COOLING_OFF_HOURS } from '@site/contracts/domain';
import { limitAmountMessage, limitPhrase, type THintFormat } from '../../../lib/error-hints';
import { tk } from '../../../lib/i18n-keys';
import type { TMessage } from '../../../lib/message';

/** The limit in force after a change took effect: its new value, or that there is none. */
export const inForceMessage = (limit: TRgLimit, format: THintFormat): TMessage => {
  const phrase = limitPhrase(limit.type, limit.period);
  return limit.value === null
    ? { key: tk('rg.limits.removed_now'), values: { limit: phrase } }
    : {
        key: tk('rg.limits.applied_now'),
        values: { limit: phrase, amount: limitAmountMessage(limit.type, limit.value, format) },
      };
};

/**
 * What setting a limit did: in force at once (a new or lower limit), or
 * waiting out the cooling-off and then the member's confirmation (a higher
 * limit or a removal), while the current limit holds.
 */
export const setLimitMessage = ({ limit, applied }: TSetRgLimitOutput, format: THintFormat): TMessage => {
  if (applied === 'now') return inForceMessage(limit, format);
  const phrase = limitPhrase(limit.type, limit.period);
  const { pending } = limit;
  if (!pending) return { key: tk('rg.limits.change_pending'), values: { hours: RG_RAISE_COOLING_OFF_HOURS } };
  const values = {
    limit: phrase,
    hours: RG_RAISE_COOLING_OFF_HOURS,
    time: format.moment(pending.effectiveAt),
  };
  return pending.value === null
    ? { key: tk('rg.limits.removal_pending'), values }
    : {
        key: tk('rg.limits.raise_pending'),
        values: { ...values, amount: limitAmountMessage(limit.type, pending.value, format) },
      };
};
