import type { TMerchant } from '../../db/schema.js';
import { WireError, wireErrors } from '../../wire/envelope.js';

/**
 * Calls that open a session are refused while the site is closed: under
 * maintenance the upstream answers `function.not.available` (wire facts §1),
 * and a region-blocked visitor gets `blockip`.
 */
export const assertMerchantOpen = (merchant: TMerchant): void => {
  if (merchant.isMaintenance) throw wireErrors.functionNotAvailable('The site is under maintenance');
  if (merchant.isRegionBlocked) throw new WireError(403, 'blockip', 'Your region is not served');
};
