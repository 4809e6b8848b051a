import type { TSocialProvider } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { merchants, type TMerchant } from '../../../db/schema.js';

/** Our client id at a provider for this merchant; undefined when the merchant does not offer it. */
export const merchantClientId = (merchant: TMerchant, provider: TSocialProvider): string | undefined =>
  merchant.socialLogins.find((login) => login.provider === provider)?.clientId;

/**
 * The merchant a client id belongs to, as a provider knows its registered
 * apps. There are a handful of merchants, so reading them all is fine.
 */
export const findMerchantByClientId = (
  db: TExecutor,
  provider: TSocialProvider,
  clientId: string,
): TMerchant | undefined =>
  db
    .select()
    .from(merchants)
    .all()
    .find((merchant) => merchantClientId(merchant, provider) === clientId);
