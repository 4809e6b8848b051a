import type { z } from 'zod';
import type { TProvider, ZWireProviderListSchema } from '@site/contracts';
import { httpUrlOrNull } from '../../../mappers/http-url.js';

/** Each vendor once, in the order the upstream lists categories and vendors. */
export const toProviders = (categories: z.output<typeof ZWireProviderListSchema>): TProvider[] => {
  const byCode = new Map<string, TProvider>();
  for (const vendor of categories.flatMap((category) => category.vendors)) {
    if (byCode.has(vendor.vassalage)) continue;
    byCode.set(vendor.vassalage, {
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      logoUrl: httpUrlOrNull(vendor.logoUrl),
    });
  }
  return [...byCode.values()];
};
