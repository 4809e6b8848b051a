import { formatMoney, groupThousands, MERCHANT_UTC_OFFSET_MINUTES } from '@site/contracts/domain';

/** A balance in minor units as the header shows it: ₱12,345.67. */
export const formatBalance = (minorUnits: number, currencySymbol: string): string =>
  formatMoney(minorUnits, currencySymbol);

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar date in the product's (docs/product.md) DD/MM/YYYY form, in the visitor's time zone. */
export const formatDate = (epochMs: number): string => {
  const date = new Date(epochMs);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
};

/** A whole count (points, rounds) with thousands separators: 12,500. */
export const formatCount = (count: number): string => groupThousands(count);

/** A moment to the minute, DD/MM/YYYY HH:mm, in the visitor's time zone (kick-offs, news). */
export const formatDateTime = (epochMs: number): string => {
  const date = new Date(epochMs);
  return `${formatDate(epochMs)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const MERCHANT_OFFSET_MS = MERCHANT_UTC_OFFSET_MINUTES * 60 * 1000;

/**
 * A moment to the minute in the merchant's time (UTC+8), DD/MM/YYYY HH:mm,
 * whatever the visitor's time zone: when a limit resets, when a break ends.
 */
export const formatMerchantMinute = (epochMs: number): string => {
  const shifted = new Date(epochMs + MERCHANT_OFFSET_MS);
  const date = `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()}`;
  return `${date} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
};
