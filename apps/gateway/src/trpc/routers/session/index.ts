import { router } from '../../init.js';
import { adoptToken } from './adopt-token.js';
import { captcha } from './captcha.js';
import { freePlay } from './free-play.js';
import { login } from './login.js';
import { loginBySms } from './login-by-sms.js';
import { logout } from './logout.js';
import { me } from './me.js';
import { sendLoginSms } from './send-login-sms.js';
import { slideCaptcha } from './slide-captcha.js';
import { verifySecondFactor } from './verify-second-factor.js';

export const sessionRouter = router({
  me,
  login,
  loginBySms,
  sendLoginSms,
  verifySecondFactor,
  freePlay,
  adoptToken,
  logout,
  captcha,
  slideCaptcha,
});
