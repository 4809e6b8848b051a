import type { z } from 'zod';
import type { ZSmsCodeOutputSchema, ZWireSmsCodeValueSchema } from '@site/contracts';

/** The send button waits as long as the code lives: `expiredMinutes` × 60 s (docs/product.md §4). */
export const toSmsCodeOutput = (
  value: z.output<typeof ZWireSmsCodeValueSchema>,
): z.output<typeof ZSmsCodeOutputSchema> => ({
  expiresInSeconds: Math.max(1, Math.round(value.expiredMinutes * 60)),
});
