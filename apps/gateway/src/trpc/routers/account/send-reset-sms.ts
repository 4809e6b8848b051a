import { WIRE_PATHS } from '@site/contracts';
import { smsCodeBody, smsCodeProcedure } from '../../sms-code-procedure.js';

/** The code for a password reset by phone (CHNGPASSVERIF3; off → `function.not.available`). */
export const sendResetSms = smsCodeProcedure(WIRE_PATHS.smsResetCode, smsCodeBody);
