import { z } from 'zod';
import { VALIDATION } from '@site/contracts';
import { normalisePhone } from '@site/contracts/phone';

type TPhoneFields = { countryDialingCode?: string | undefined; mobileNum?: string | undefined };

/**
 * An input's phone as one E.164 number (`+063 09187738477` and `+63 9187738477`
 * alike become `+63 9187738477`), so rate limits, the SMS quota and the
 * upstream all see one number however it was typed; an impossible number is
 * a `mobileNum` field error. A zod transform: `.input(Z….transform(normalisedPhone))`.
 */
export const normalisedPhone = <TInput extends TPhoneFields>(input: TInput, ctx: z.RefinementCtx): TInput => {
  // A form that leaves its optional number empty has no phone to check.
  if (!input.countryDialingCode || !input.mobileNum) return input;
  const phone = normalisePhone(input.countryDialingCode, input.mobileNum);
  if (!phone) {
    ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: VALIDATION.mobile });
    return z.NEVER;
  }
  return { ...input, countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum };
};
