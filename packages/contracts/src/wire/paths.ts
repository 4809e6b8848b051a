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
} as const;

/** The cookie the upstream binds a captcha with (wire facts §1). */
export const CAPTCHA_COOKIE = 'captchaId';
