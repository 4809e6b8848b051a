import type {
  TAvatarOutput,
  TBalanceOutput,
  TBanner,
  TLoginOutput,
  TMember,
  TPopup,
  TProfileOutput,
  TPromotionCard,
  TSecurityConfigOutput,
  TSiteStatus,
} from '@site/contracts/api';
import type { TRegisterSettings } from '@site/contracts/wire';

/** A normal merchant status like the mock's seed (EN and TY, registration on). */
export const siteStatus = (overrides: Partial<TSiteStatus> = {}): TSiteStatus => ({
  status: 0,
  ip: '203.0.113.7',
  site: {
    name: 'Lucky Pavilion',
    logoUrl: null,
    currency: 'PHP',
    currencySymbol: '₱',
    languages: ['EN', 'TY'],
    defaultLanguage: 'EN',
    termsAge: 18,
  },
  socialLogins: [],
  flags: { USERNAMEREG3: true, DIRECTREG3: true, MOBILEVERCODELOGIN3: false },
  register: registerSettings(),
  resources: [
    { resourceType: 'WHATSAPP', url: 'https://wa.me/639171234567', name: 'WhatsApp' },
    { resourceType: 'TELEGRAM', url: 'https://t.me/lucky', name: 'Telegram' },
  ],
  customerService: [{ csType: 'LIVECHAT', title: 'Live chat', url: 'https://chat.example/live' }],
  imageCDNs: [],
  launchGameCDNs: [],
  ...overrides,
});

export const registerSettings = (overrides: TRegisterSettings = {}): TRegisterSettings => ({
  username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 1 },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 5 },
  email: { enabled: true, required: false, minLength: 5, maxLength: 64, patternId: 3 },
  mobileNum: { enabled: false, required: false },
  ...overrides,
});

export const member = (overrides: Partial<TMember> = {}): TMember => ({
  id: '1001',
  account: 'demo_player',
  nickname: null,
  type: 0,
  isAgent: false,
  isTrial: false,
  restriction: null,
  ...overrides,
});

/** A promotion of `rewards.promotions` as a visitor sees it (no status of the member's). */
export const promotion = (overrides: Partial<TPromotionCard> = {}): TPromotionCard => ({
  promotionId: 'p1',
  promotionType: 'DEPOSIT',
  category: 'DEPOSIT',
  title: 'Welcome bonus 100%',
  summary: 'Double your first deposit.',
  content: '<p>Deposit and get <strong>100%</strong> more.</p>',
  imageUrl: '/static/promo/p1.png',
  startDate: Date.UTC(2025, 0, 1),
  endDate: Date.UTC(2025, 11, 31),
  rewardAmount: null,
  rewardPercent: 100,
  maxRewardAmount: 50_000,
  minDepositAmount: 10_000,
  requiresProof: false,
  status: null,
  claimId: null,
  ...overrides,
});

export const signedIn = (overrides: Partial<TLoginOutput> = {}) => ({
  status: 'signed_in' as const,
  member: member(),
  firstTimeLogin: false,
  mustChangePassword: false,
  ...overrides,
});

export const banner = (overrides: Partial<TBanner> = {}): TBanner => ({
  id: 'b1',
  title: 'Welcome Back',
  imageUrl: '/static/banners/b1.svg',
  url: null,
  linkageType: 'NONE',
  ...overrides,
});

export const popup = (overrides: Partial<TPopup> = {}): TPopup => ({
  id: 'pu1',
  title: 'Welcome, guest!',
  contentHtml: '<p>Register today and claim a <strong>100% welcome bonus</strong>.</p>',
  imageUrl: null,
  promotionType: null,
  startDate: Date.UTC(2025, 0, 1),
  isRead: false,
  ...overrides,
});

export const countries = () => [
  { countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '+60', countryName: 'Malaysia' },
];

/** The answer of `session.me`: the signed-in member (none by default), no forced password change. */
export const session = (
  signedInMember: TMember | null = null,
  mustChangePassword = false,
): { member: TMember | null; mustChangePassword: boolean } => ({
  member: signedInMember,
  mustChangePassword,
});

/** The answer of `wallet.balance` (and of the calls that move money between wallets). */
export const balance = (overrides: Partial<TBalanceOutput> = {}): TBalanceOutput => ({
  total: 1_234_567,
  currency: 'PHP',
  currencySymbol: '₱',
  wallets: [],
  ...overrides,
});

/** The answer of `account.avatar`: the default avatar of the seeded eight. */
export const avatar = (currentId = '0'): TAvatarOutput => ({
  current: { id: currentId, type: 'STATIC' },
  choices: ['0', '1', '2', '3', '4', '5', '6', '7'].map((id) => ({ id, type: 'STATIC' as const })),
});

/** The answer of `account.profile`: the demo merchant's nickname (required) and birthday, empty. */
export const profile = (overrides: Partial<Record<string, string>> = {}): TProfileOutput => ({
  fields: [
    { field: 'nickname', isRequired: true, value: overrides['nickname'] ?? '', maxLength: 20 },
    { field: 'birthday', isRequired: false, value: overrides['birthday'] ?? '', maxLength: 10 },
    { field: 'telegram', isRequired: false, value: overrides['telegram'] ?? '', maxLength: 32 },
  ],
});

/** The answer of `account.security`: nothing set yet. */
export const security = (overrides: Partial<TSecurityConfigOutput> = {}): TSecurityConfigOutput => ({
  hasPaymentPassword: false,
  mobile: null,
  isMobileVerified: false,
  email: null,
  hasBankCard: false,
  secondFactor: null,
  ...overrides,
});
