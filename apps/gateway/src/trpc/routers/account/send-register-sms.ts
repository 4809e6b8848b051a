import { ACCOUNT_PATHS } from '@site/contracts';
import { smsCodeProcedure } from '../../sms-code-procedure.js';

/** The code that proves a number at registration; a taken number answers `mobile_taken`. */
export const sendRegisterSms = smsCodeProcedure(
  ACCOUNT_PATHS.smsRegisterCode,
  // This call names the number `mobileNo` (docs/upstream.md §3).
  ({ mobileNum, countryDialingCode }) => ({ mobileNo: mobileNum, countryDialingCode }),
);
