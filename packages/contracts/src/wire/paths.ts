/** Upstream paths used so far, named once so gateway and mock agree. */
export const WIRE_PATHS = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  domainRoute: '/wps/system/domainRoute',
  registerSettings: '/wps/system/setting/register',
  country: '/wps/system/country',
  captcha: '/wps/captcha',
  rsaKey: '/wps/session/key/rsa',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  balance: '/wps/v2/wallets/balance',
  register: '/wps/member/register',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  registerMobile: '/wps/member/register/mobile',
  smsLoginCode: '/wps/verification/sms/noLogin',
  smsRegisterCode: '/wps/verification/sms/register',
  smsResetCode: '/wps/member/password/sms',
  changePassword: '/wps/member/password',
  forgotByEmail: '/wps/member/password/email',
  resetByPhone: '/wps/member/password/verification',
  affiliate: '/wps/agent/affiliate',
  freePlay: '/wps/session/login/freeplay',
  loginVerification: '/wps/session/login/verification',
  /** Social sign-in: `/wps/session/login/<provider>` (the wire shows line, apple, telegram, maya). */
  socialLoginPrefix: '/wps/session/login/',
} as const;

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The cookie the upstream binds a captcha with (docs/upstream.md §1). */
export const CAPTCHA_COOKIE = 'captchaId';
