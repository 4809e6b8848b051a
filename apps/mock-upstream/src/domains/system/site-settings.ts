import {
  AGENT_LIMITS,
  CONTRACT_FEATURE_FLAGS,
  CONTRACT_TYPES,
  flattenWhitelabel,
  type TContractType,
  type TWireSiteSettings,
  type TWireTemplates,
} from '@site/contracts';
import type { TMerchant } from '../../db/schema.js';

/** `value` of `/wps/system/settings/consolidated` (ours): the agent switches of the whitelabel tree, and the limits. */
export const buildSiteSettings = (merchant: TMerchant): TWireSiteSettings => {
  const flags = flattenWhitelabel(merchant.whitelabel);
  const contractTypes = Object.fromEntries(
    CONTRACT_TYPES.map((type) => [type, flags[CONTRACT_FEATURE_FLAGS[type]] === true]),
  ) as Record<TContractType, boolean>;
  return {
    agentPolicy: flags['AGENTPOLICY3'] === true,
    contractTypes,
    maxContractRatePercent: AGENT_LIMITS.maxContractRatePercent,
    maxAffiliateLinks: AGENT_LIMITS.maxAffiliateLinks,
    maxTransferRecipients: AGENT_LIMITS.maxTransferRecipients,
  };
};

/**
 * `value` of `/wps/system/templates` (ours): the mock's merchants all run the
 * site's one template, the dark theme with its gold accent (apps/web tokens.css).
 */
export const SITE_TEMPLATE: TWireTemplates = {
  templateCode: 'DARK_GOLD',
  themeColour: '#0b0f17',
  accentColour: '#f4c451',
};
