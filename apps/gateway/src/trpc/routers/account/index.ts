import { router } from '../../init.js';
import { avatar } from './avatar.js';
import { changeAvatar } from './change-avatar.js';
import { changePassword } from './change-password.js';
import { checkAffiliate } from './check-affiliate.js';
import { forgotByEmail } from './forgot-by-email.js';
import { profile } from './profile.js';
import { register } from './register.js';
import { registerByEmail } from './register-by-email.js';
import { registerByMobile } from './register-by-mobile.js';
import { resetByPhone } from './reset-by-phone.js';
import { security } from './security.js';
import { sendMobileSms } from './send-mobile-sms.js';
import { sendRegisterMail } from './send-register-mail.js';
import { sendRegisterSms } from './send-register-sms.js';
import { sendResetSms } from './send-reset-sms.js';
import { setLanguage } from './set-language.js';
import { suggestUsername } from './suggest-username.js';
import { updateProfile } from './update-profile.js';
import { verifyMobile } from './verify-mobile.js';

export const accountRouter = router({
  register,
  registerByMobile,
  sendRegisterSms,
  registerByEmail,
  sendRegisterMail,
  suggestUsername,
  checkAffiliate,
  changePassword,
  forgotByEmail,
  sendResetSms,
  resetByPhone,
  avatar,
  changeAvatar,
  profile,
  updateProfile,
  security,
  sendMobileSms,
  verifyMobile,
  setLanguage,
});
