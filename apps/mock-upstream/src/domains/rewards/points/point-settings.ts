import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  toMajorUnits,
  type ZWireConversionTypeListSchema,
  type ZWirePointConfigSchema,
} from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { pointRates, rewardSettings } from '../../../db/schema-rewards.js';

/** The merchant's points settings; a merchant without a row earns and converts nothing. */
export const rewardSettingsOf = (db: TExecutor, merchantId: number) =>
  db.select().from(rewardSettings).where(eq(rewardSettings.merchantId, merchantId)).get();

/** Valid bet (minor units) that earns one point in the game category; null: it earns none. */
export const validBetPerPointOf = (
  db: TExecutor,
  merchantId: number,
  gameCategory: string,
): number | null => {
  if (rewardSettingsOf(db, merchantId)?.pointsEnabled !== true) return null;
  return (
    db
      .select({ validBetPerPointMinor: pointRates.validBetPerPointMinor })
      .from(pointRates)
      .where(and(eq(pointRates.merchantId, merchantId), eq(pointRates.gameCategory, gameCategory)))
      .get()?.validBetPerPointMinor ?? null
  );
};

/** `MCS2_getPointConfig`: the points table. */
export const pointConfig = (db: TExecutor, merchantId: number): z.input<typeof ZWirePointConfigSchema> => ({
  enabled: rewardSettingsOf(db, merchantId)?.pointsEnabled === true,
  table: db
    .select()
    .from(pointRates)
    .where(eq(pointRates.merchantId, merchantId))
    .orderBy(asc(pointRates.validBetPerPointMinor), asc(pointRates.gameCategory))
    .all()
    .map((rate) => ({
      gameCategory: rate.gameCategory,
      validBetPerPoint: toMajorUnits(rate.validBetPerPointMinor),
    })),
});

/** How points convert, or null when the merchant converts none. */
export const conversionOf = (db: TExecutor, merchantId: number) => {
  const settings = rewardSettingsOf(db, merchantId);
  if (!settings?.pointsEnabled || !settings.pointsPerUnit) return null;
  return { pointsPerUnit: settings.pointsPerUnit, minPoints: settings.minConvertPoints };
};

/** `MCSFE_getPointRewardConversionType`: BALANCE when the merchant converts points. */
export const conversionTypes = (
  db: TExecutor,
  merchantId: number,
): z.input<typeof ZWireConversionTypeListSchema> => {
  const conversion = conversionOf(db, merchantId);
  return conversion ? [{ conversionType: 'BALANCE', ...conversion }] : [];
};
