import { useSiteStatus } from '../../../lib/site-status';

export type TLoginMethod = 'username' | 'sms';

/**
 * The login methods the merchant enables: username (USERNAMEREG3) and SMS
 * (MOBILEVERCODELOGIN3). A site always offers one, so username login is the
 * fallback when neither flag is on.
 */
export const useLoginMethods = (): TLoginMethod[] => {
  const { flags } = useSiteStatus();
  const methods: TLoginMethod[] = [];
  if (flags.USERNAMEREG3 === true) methods.push('username');
  if (flags.MOBILEVERCODELOGIN3 === true) methods.push('sms');
  return methods.length > 0 ? methods : ['username'];
};
