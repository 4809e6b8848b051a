import { fullMobileNumber } from '../../hardening/counter-keys.js';
import type { TGuardOptions } from './guard-options.js';
import { announceRetryAfter } from './rate-limited.js';

type TSmsRecipient = { countryDialingCode: string; mobileNum: string };

/** Every procedure that makes the upstream send an SMS passes the daily pumping guard (SmsQuota) first. */
export const withinSmsQuota = async <TResult>({
  ctx,
  input,
  next,
}: TGuardOptions<TSmsRecipient, TResult>): Promise<TResult> => {
  try {
    await ctx.guards.smsQuota.consume({
      fullNumber: fullMobileNumber(input.countryDialingCode, input.mobileNum),
      ip: ctx.visitor.ip,
    });
  } catch (error) {
    announceRetryAfter(ctx, error);
    throw error;
  }
  return next();
};
