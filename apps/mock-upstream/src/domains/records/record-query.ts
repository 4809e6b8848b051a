import { z } from 'zod';
import {
  CASHIER_LIMITS,
  daysInRange,
  MERCHANT_UTC_OFFSET_MINUTES,
  VALIDATION,
  ZRecordDateSchema,
} from '@site/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = MERCHANT_UTC_OFFSET_MINUTES * 60 * 1000;

/**
 * The query string of every record report: merchant days (inclusive, start
 * not after end, at most 90 of them) and a page. Reports with filters add
 * them with `safeExtend`, which keeps the range rule.
 */
export const ZRecordQuerySchema = z
  .object({
    startDate: ZRecordDateSchema,
    endDate: ZRecordDateSchema,
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  })
  .refine(
    ({ startDate, endDate }) => {
      const days = daysInRange(startDate, endDate);
      return days >= 1 && days <= CASHIER_LIMITS.maxRecordRangeDays;
    },
    { message: VALIDATION.dateRange, path: ['endDate'] },
  );
export type TRecordQuery = z.infer<typeof ZRecordQuerySchema>;
/** The page part of a query, as every paged report has it. */
type TPageQuery = Pick<TRecordQuery, 'pageNo' | 'pageSize'>;

/** [from, to) in epoch ms: midnight of `startDate` to midnight after `endDate`, merchant time (UTC+8). */
export const timeRangeOf = ({ startDate, endDate }: { startDate: string; endDate: string }) => ({
  from: new Date(Date.parse(`${startDate}T00:00:00Z`) - OFFSET_MS),
  to: new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS - OFFSET_MS),
});

/** A page in the wire's shape: `{list, pageNo, totalPages, totalCount}`. */
export const wirePage = <T>(list: T[], totalCount: number, { pageNo, pageSize }: TPageQuery) => ({
  list,
  pageNo,
  totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
  totalCount,
});

/** `limit`/`offset` of the requested page. */
export const pageWindow = ({ pageNo, pageSize }: TPageQuery) => ({
  limit: pageSize,
  offset: (pageNo - 1) * pageSize,
});
