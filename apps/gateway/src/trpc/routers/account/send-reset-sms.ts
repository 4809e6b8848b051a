import { ACCOUNT_PATHS } from '@site/contracts';
import { smsCodeBody, smsCodeProcedure } from '../../sms-code-procedure.js';

/** The code for a password reset by phone (CHNGPASSVERIF3; off → `function.not.available`). */
export const sendResetSms = smsCodeProcedure(ACCOUNT_PATHS.smsResetCode, smsCodeBody);
