import { flattenWhitelabel, type TWhitelabelFlag } from '@site/contracts';
import type { TMerchant } from '../../db/schema.js';
import { WireError, wireErrors } from '../../wire/envelope.js';

/**
 * Calls that open a session are refused while the site is closed: under
 * maintenance the upstream answers `function.not.available` (docs/upstream.md §1),
 * and a region-blocked visitor gets `blockip`.
 */
export const assertMerchantOpen = (merchant: TMerchant): void => {
  if (merchant.isMaintenance) throw wireErrors.functionNotAvailable('The site is under maintenance');
  if (merchant.isRegionBlocked) throw new WireError(403, 'blockip', 'Your region is not served');
};

/** Whether a whitelabel flag is on for the merchant (a flag missing from the tree is off). */
export const isFlagOn = (merchant: TMerchant, flag: TWhitelabelFlag): boolean =>
  flattenWhitelabel(merchant.whitelabel)[flag] === true;

/** A feature switched off answers 400 `function.not.available`, as the upstream does. */
export const requireFlags = (
  merchant: TMerchant,
  flags: readonly TWhitelabelFlag[],
  feature: string,
): void => {
  const off = flags.filter((flag) => !isFlagOn(merchant, flag));
  if (off.length > 0) throw wireErrors.functionNotAvailable(`${feature} is switched off (${off.join(', ')})`);
};
