import { z } from 'zod';
import { CASHIER_LIMITS } from '../domain/index.js';

/** A page of rows as the gateway returns record and history tables. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });

/** The page fields of a paged query (records and inbox). */
export const ZPageShape = {
  pageNo: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(CASHIER_LIMITS.recordsPageSize),
};
