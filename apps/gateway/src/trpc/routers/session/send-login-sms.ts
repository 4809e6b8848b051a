import { SESSION_PATHS } from '@site/contracts';
import { smsCodeBody, smsCodeProcedure } from '../../sms-code-procedure.js';

/** Sends the SMS login code; an unknown number answers `mobile_not_registered`. */
export const sendLoginSms = smsCodeProcedure(SESSION_PATHS.smsLoginCode, smsCodeBody);
