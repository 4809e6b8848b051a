import type { TWireBeaconValue } from '@site/contracts';

/** The newest beacons kept per merchant: enough for QA to see what a visit reported. */
const KEPT_PER_MERCHANT = 200;

export type TBeacon = TWireBeaconValue & { ip: string };

/**
 * The analytics beacons the mock took (`POST /wps/system/collect`), newest
 * last, in memory: an upstream keeps them in its analytics store, which the
 * site never reads back; QA reads them (`GET /__qa/beacons`).
 */
export class BeaconLog {
  private readonly byMerchant = new Map<string, TBeacon[]>();

  record(merchantCode: string, beacon: TBeacon): void {
    const kept = this.byMerchant.get(merchantCode) ?? [];
    kept.push(beacon);
    if (kept.length > KEPT_PER_MERCHANT) kept.splice(0, kept.length - KEPT_PER_MERCHANT);
    this.byMerchant.set(merchantCode, kept);
  }

  list(merchantCode: string): readonly TBeacon[] {
    return this.byMerchant.get(merchantCode) ?? [];
  }
}
