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

/** Merchant days that exist, the start not after the end, at most 90 of them. */
const isRecordRange = ({ startDate, endDate }: { startDate: string; endDate: string }) => {
  const days = daysInRange(startDate, endDate);
  return days >= 1 && days <= CASHIER_LIMITS.maxRecordRangeDays;
};
const RANGE_ERROR = { message: VALIDATION.dateRange, path: ['endDate'] };

/**
 * A report's query schema from its wire query's shape (`startDate`/`endDate`
 * as plain strings there) with the record reports' range rule: impossible
 * days or ranges are 400 `validation_failed`.
 */
export const withRecordRange = <TShape extends z.ZodRawShape>(shape: TShape) =>
  z
    .object({ ...shape, startDate: ZRecordDateSchema, endDate: ZRecordDateSchema })
    .refine((query) => isRecordRange(query as { startDate: string; endDate: string }), RANGE_ERROR);

/**
 * The query string of every record report: merchant days (inclusive, start
 * not after end, at most 90 of them) and a page. Reports with filters add
 * them with `safeExtend`, which keeps the range rule.
 */
export const ZRecordQuerySchema = withRecordRange({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TRecordQuery = z.infer<typeof ZRecordQuerySchema>;
/** The page part of a query, as every paged report has it. */
type TPageQuery = Pick<TRecordQuery, 'pageNo' | 'pageSize'>;

/** [from, to) in epoch ms: midnight of `startDate` to midnight after `endDate`, merchant time (UTC+8). */
export const timeRangeOf = ({ startDate, endDate }: { startDate: string; endDate: string }) => ({
  from: new Date(Date.parse(`${startDate}T00:00:00Z`) - OFFSET_MS),
  to: new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS - OFFSET_MS),
});

/** The merchant day (yyyy-MM-dd, UTC+8) of an instant. */
export const merchantDayOf = (time: Date | number): string =>
  new Date(new Date(time).getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Every merchant day from `startDate` to `endDate`, inclusive, in order. */
export const daysOf = ({ startDate, endDate }: { startDate: string; endDate: string }): string[] => {
  const days: string[] = [];
  const last = Date.parse(`${endDate}T00:00:00Z`);
  for (let time = Date.parse(`${startDate}T00:00:00Z`); time <= last; time += DAY_MS)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
};

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
