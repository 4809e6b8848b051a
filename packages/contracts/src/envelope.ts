import { z } from 'zod';

/** The upstream's reply envelope: every JSON reply of /wps, /lgw and /lotto. */
export const ZEnvelopeBaseSchema = z.object({
  success: z.boolean(),
  message: z.string().default(''),
  value: z.unknown(),
  errorCode: z.string().optional(),
  detail: z.string().optional(),
});
export type TEnvelope<T = unknown> = {
  success: boolean;
  message: string;
  value: T;
  errorCode?: string;
  detail?: string;
};

/** An envelope whose `value` is validated by the given schema. */
export const envelopeOf = <T extends z.ZodType>(value: T) => ZEnvelopeBaseSchema.extend({ value });
