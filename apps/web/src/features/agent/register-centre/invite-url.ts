import { paths } from '../../../lib/paths';

/** The address a visitor opens to register with an invite link: this site's own origin, the register dialog, the code. */
export const inviteUrl = (code: string, origin = window.location.origin): string =>
  `${origin}${paths.register.path}?affiliateCode=${encodeURIComponent(code)}`;
