import { z } from 'zod';
import { CASHIER_LIMITS, toMinorUnits, VALIDATION } from '@site/contracts';

/** A decimal major amount with no more than cents. */
export const hasAtMostTwoDecimals = (major: number) => Math.abs(major * 100 - Math.round(major * 100)) < 1e-6;

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
