import { z } from 'zod';

/**
 * Small wire helpers every call group shares. The upstream mixes numbers and
 * numeric strings, so ids coerce to strings and amounts to numbers; amounts
 * are decimal major units and times milliseconds since the epoch
 * (docs/upstream.md §1).
 */
export const ZWireId = z.union([z.string(), z.number()]).transform(String);
export const ZWireAmount = z.coerce.number();
export const ZWireTime = z.coerce.number().int();

/** A page of records: `GET <report>?startDate&endDate&pageNo&pageSize[&type]`. */
export const wirePageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row).default([]),
    pageNo: z.coerce.number().int(),
    totalPages: z.coerce.number().int(),
    totalCount: z.coerce.number().int(),
  });

/** The headers that carry an encrypted body (docs/upstream.md §2.5). */
export const ENCRYPTION_HEADERS = {
  rsa: 'encryption',
  digest: 'x-digest',
  modulus: 'x-rsa',
} as const;

/** The body of an enc call: the DES ciphertext of the JSON payload. */
export const ZWireEncryptedBodySchema = z.object({ value: z.string().min(1) });
