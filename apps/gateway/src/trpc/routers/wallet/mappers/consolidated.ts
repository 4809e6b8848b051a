import type { z } from 'zod';
import type { ZConsolidatedOutputSchema, ZWireConsolidatedSchema } from '@site/contracts';

/** The contract flags under names that say what they are (docs/product.md §3 "Consolidated"). */
export const toConsolidated = (
  wire: z.output<typeof ZWireConsolidatedSchema>,
): z.output<typeof ZConsolidatedOutputSchema> => ({
  dailySalary: wire.dailysalreqtype ?? null,
  dividend: wire.divtypereq ?? null,
  hourlySalary: wire.contracthoursalreq ?? null,
  realtimeSalary: wire.realtimesalreqtype ?? null,
});
