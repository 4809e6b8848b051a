import { LIMITS, type TRegisterRule, type TWhitelabelNode } from '@site/contracts';
import type { merchants, TCustomerServiceLink, TSiteResource, TSocialLoginConfig } from '../../db/schema.js';

export const DEMO_MERCHANT_CODE = 'demo';

const flag = (modId: string, isEnabled: boolean, childrenNodes?: TWhitelabelNode[]): TWhitelabelNode => ({
  modId,
  enabled: isEnabled ? '1' : '0',
  ...(childrenNodes ? { childrenNodes } : {}),
});

/** COMM3 at the root; registration flags under DIRECTREG3, as the menu groups them. */
const whitelabel: TWhitelabelNode[] = [
  flag('COMM3', true, [
    flag('USERNAMEREG3', true),
    flag('MOBILEVERCODELOGIN3', true),
    flag('DIRECTREG3', true, [
      flag('MOBILENUMREG3', true),
      flag('REGMOBVERF3', true),
      flag('MOBILENUMPASSREG3', false),
      // Ours (decision 0034): the email registration tab.
      flag('EMAILREG3', true),
    ]),
    flag('CHNGPASSVERIF3', true),
    flag('AGENTPOLICY3', true),
    // The contract pages (CONTRACT_FEATURE_FLAGS): dividend, daily, hourly and real-time salary.
    flag('SIGNCONDIV3', true),
    flag('DAILYSALCONT3', true),
    flag('HOURSAL3', true),
    flag('RTSALARY3', true),
    flag('FREEPLAY3', true),
    flag('PWDEXPFORCECHANGE3', true),
    flag('CAPTCHA3', true),
    // QA switches the login's captcha to the slide (decision 0035).
    flag('GEETEST3', false),
  ]),
];

const rule = (
  overrides: Partial<TRegisterRule> & Pick<TRegisterRule, 'enabled' | 'required'>,
): TRegisterRule => ({
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
  type: 'text',
  ...overrides,
});

const disabled = (type = 'text') => rule({ enabled: false, required: false, type });

/** Per-field registration rules; patternId selects the regex and the `reg_pattern_<n>` help text. */
export const DEMO_REGISTER_SETTINGS: Record<string, TRegisterRule> = {
  username: rule({ enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 1 }),
  password: rule({
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    patternId: 5,
    type: 'password',
  }),
  email: rule({ enabled: true, required: false, minLength: 5, maxLength: 64, patternId: 3, type: 'email' }),
  mobileNum: rule({ enabled: true, required: false, minLength: 7, maxLength: 15, patternId: 6, type: 'tel' }),
  affiliateCode: rule({ enabled: true, required: false, maxLength: 32, acceptedPattern: '*' }),
  payeeName: rule({ enabled: true, required: false, minLength: 2, maxLength: 50, patternId: 8 }),
  qqNum: disabled(),
  recommenderId: disabled(),
  captcha: disabled(),
  paymentPassword: disabled('password'),
  line: disabled(),
  whatsapp: disabled(),
  facebook: disabled(),
  wechat: disabled(),
  idNumber: disabled(),
};

const resources: TSiteResource[] = [
  {
    resourceType: 'Android',
    url: 'https://download.luckypavilion.example/android/lucky-pavilion.apk',
    name: 'Android',
  },
  { resourceType: 'IOS', url: 'https://download.luckypavilion.example/ios', name: 'iOS' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/639171234567', name: 'WhatsApp' },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/luckypavilion', name: 'Facebook' },
  { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/luckypavilion', name: 'Instagram' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/luckypavilion', name: 'Telegram' },
  { resourceType: 'YOUTUBE', url: 'https://www.youtube.com/@luckypavilion', name: 'YouTube' },
];

const customerService: TCustomerServiceLink[] = [
  { csType: 'LIVECHAT', title: '24/7 Live Chat', url: 'https://livechat.luckypavilion.example/chat' },
  { csType: 'TELEGRAM', title: 'Telegram Support', url: 'https://t.me/luckypavilion_support' },
  { csType: 'TELEGRAM', title: 'Telegram Promotions', url: 'https://t.me/luckypavilion_promos' },
  { csType: 'TELEPHONE', title: 'Hotline', url: 'tel:+63281234567' },
  { csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://wa.me/639171234567' },
  { csType: 'FACEBOOK', title: 'Facebook', url: 'https://www.facebook.com/luckypavilion' },
];

/** Our client ids at the providers; the mock's stand-in provider pages accept only these. */
const socialLogins: TSocialLoginConfig[] = [
  { provider: 'google', clientId: 'demo-google-client' },
  { provider: 'facebook', clientId: 'demo-facebook-client' },
  { provider: 'line', clientId: 'demo-line-client' },
  { provider: 'apple', clientId: 'demo-apple-client' },
  { provider: 'telegram', clientId: 'demo-telegram-client' },
  { provider: 'maya', clientId: 'demo-maya-client' },
];

export const DEMO_MERCHANT: typeof merchants.$inferInsert = {
  code: DEMO_MERCHANT_CODE,
  name: 'Lucky Pavilion',
  logoUrl: `/static/logos/${DEMO_MERCHANT_CODE}.svg`,
  currency: 'PHP',
  currencySymbol: '₱',
  languages: ['EN', 'TY'],
  defaultLanguage: 'EN',
  isMaintenance: false,
  isRegionBlocked: false,
  whitelabel,
  registerSettings: DEMO_REGISTER_SETTINGS,
  resources,
  customerService,
  mainDomain: 'luckypavilion.example',
  // Game icons and launch hosts are served by the mock under /static once games exist.
  imageCdns: ['/static/cdn'],
  launchGameCdns: ['/static/games'],
  gtagId: null,
  socialLogins,
  termsAge: LIMITS.termsAge,
};
