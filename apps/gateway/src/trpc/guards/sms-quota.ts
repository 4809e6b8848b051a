import { fullMobileNumber } from '../../hardening/counter-keys.js';
import type { TGuardOptions } from './guard-options.js';

type TSmsRecipient = { countryDialingCode: string; mobileNum: string };

/** Every procedure that makes the upstream send a code passes the daily pumping guard (SmsQuota) first. */
export const withinMessageQuota =
  <TInput>(recipientOf: (input: TInput) => string) =>
  async <TResult>({ ctx, input, next }: TGuardOptions<TInput, TResult>): Promise<TResult> => {
    await ctx.guards.smsQuota.consume({ recipient: recipientOf(input), ip: ctx.visitor.ip });
    return next();
  };

/** The quota of a procedure that makes the upstream send an SMS. */
export const withinSmsQuota = withinMessageQuota((input: TSmsRecipient) =>
  fullMobileNumber(input.countryDialingCode, input.mobileNum),
);
