import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CASHIER_LIMITS, isTrialType, toMinorUnits, VALIDATION } from '@site/contracts';
import { WireError } from '../../wire/envelope.js';
import { authenticated, requireMember } from '../../wire/token-hook.js';

const hasAtMostTwoDecimals = (major: number) => Math.abs(major * 100 - Math.round(major * 100)) < 1e-6;

/**
 * A wire amount (decimal major units, at most two decimals) as integer minor
 * units; anything else is 400 `validation_failed`.
 */
export const ZWireMoneyAmount = z
  .number({ error: VALIDATION.invalid })
  .positive({ error: VALIDATION.invalid })
  .refine(hasAtMostTwoDecimals, { error: VALIDATION.invalid })
  .transform(toMinorUnits)
  .pipe(z.number().int().max(CASHIER_LIMITS.maxAmountMinor, { error: VALIDATION.invalid }));

/** preHandler of money calls: a signed-in member who is not a trial player (else 403 `in_need_true_account`). */
export async function requireRealMember(request: FastifyRequest): Promise<void> {
  await requireMember(request);
  if (isTrialType(authenticated(request).member.type))
    throw new WireError(403, 'in_need_true_account', 'A real account is needed for money calls');
}
