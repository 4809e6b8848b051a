import { ACCOUNT_PATHS } from './account.js';
import { AGENT_PATHS, AGENT_TWIN_PATHS } from './agent.js';
import { CONTENT_PATHS } from './content.js';
import { GAMES_PATHS, GAMES_TWIN_PATHS } from './games.js';
import { LIVE_PATHS } from './live.js';
import { LOTTERY_PATHS } from './lottery.js';
import { RECORDS_PATHS, RECORDS_TWIN_PATHS } from './records.js';
import { RESPONSIBLE_PATHS } from './responsible.js';
import { REWARDS_PATHS, REWARDS_TWIN_PATHS } from './rewards.js';
import { SESSION_PATHS, SOCIAL_PROVIDERS } from './session.js';
import { SYSTEM_PATHS } from './system.js';
import { WALLET_PATHS, WALLET_TWIN_PATHS } from './wallet.js';

/**
 * The call groups, named alike in contracts (`wire/<group>.ts`, `api/<group>.ts`),
 * the gateway (`trpc/routers/<group>`) and the mock (`domains/<group>`). A
 * call's group is the gateway router whose procedures make it.
 */
export const CALL_GROUPS = [
  'system',
  'session',
  'account',
  'wallet',
  'records',
  'games',
  'lottery',
  'rewards',
  'agent',
  'content',
  'live',
  'responsible',
] as const;
export type TCallGroup = (typeof CALL_GROUPS)[number];

/** Each group's name → path map. */
export const GROUP_PATHS = {
  system: SYSTEM_PATHS,
  session: SESSION_PATHS,
  account: ACCOUNT_PATHS,
  wallet: WALLET_PATHS,
  records: RECORDS_PATHS,
  games: GAMES_PATHS,
  lottery: LOTTERY_PATHS,
  rewards: REWARDS_PATHS,
  agent: AGENT_PATHS,
  content: CONTENT_PATHS,
  live: LIVE_PATHS,
  responsible: RESPONSIBLE_PATHS,
} as const satisfies Record<TCallGroup, Record<string, string>>;

/**
 * Legacy twins: other paths the upstream answers alike to a registered call
 * of the group, by that call's name. The mock serves each with the call's
 * implementation; the gateway speaks the registered path. Not listed in
 * CALL_REGISTRY again.
 */
export const GROUP_TWIN_PATHS: { readonly [G in TCallGroup]?: Readonly<Record<string, string>> } = {
  wallet: WALLET_TWIN_PATHS,
  records: RECORDS_TWIN_PATHS,
  games: GAMES_TWIN_PATHS,
  rewards: REWARDS_TWIN_PATHS,
  agent: AGENT_TWIN_PATHS,
};

export type TCallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TCallEntry = {
  [G in TCallGroup]: {
    group: G;
    /** The key of the call in its group's `_PATHS` map. */
    name: keyof (typeof GROUP_PATHS)[G] & string;
    method: TCallMethod;
    path: string;
    /** Made with a member's token: the upstream answers `login.not.session` without one. */
    token: boolean;
    /** The body travels RSA/DES-encrypted (docs/upstream.md §2.5). */
    encrypted: boolean;
    /** Path and payload designed by us: not seen in public material (docs/product.md §7). */
    ours: boolean;
    /** The mock serves it. */
    mock: boolean;
    /** The gateway makes it. */
    gateway: boolean;
  };
}[TCallGroup];

type TFlags = Pick<TCallEntry, 'token' | 'encrypted' | 'ours' | 'mock' | 'gateway'>;
const DEFAULTS: TFlags = { token: false, encrypted: false, ours: false, mock: true, gateway: true };

const call = <G extends TCallGroup>(
  group: G,
  name: keyof (typeof GROUP_PATHS)[G] & string,
  method: TCallMethod,
  flags: Partial<TFlags> = {},
): TCallEntry =>
  ({
    group,
    name,
    method,
    path: (GROUP_PATHS[group] as Record<string, string>)[name] as string,
    ...DEFAULTS,
    ...flags,
  }) as TCallEntry;

const TOKEN = { token: true } as const;
/** A member's call whose payload the public material does not show (decisions 0024, 0026, 0027). */
const OURS = { token: true, ours: true } as const;

/**
 * Every upstream call the project speaks, with the method, token and
 * encryption the gateway uses for it (or, for calls only the mock serves,
 * the mock's). The registry tests hold the mock's routes and the gateway's
 * uses to it.
 */
export const CALL_REGISTRY: readonly TCallEntry[] = [
  call('system', 'status', 'GET'),
  call('system', 'whitelabel', 'GET'),
  call('system', 'domainRoute', 'GET'),
  call('system', 'registerSettings', 'GET'),
  call('system', 'country', 'GET'),
  call('system', 'eventFeed', 'GET', { ours: true }),
  call('system', 'helpCentre', 'GET'),
  // The payload is ours: the public material shows the path and FEEDBACK3 only (decision 0029).
  call('system', 'feedback', 'PUT', { ours: true }),
  // The mobile app's start-up call; the gateway's readiness probe asks it whether the site's domain is served.
  call('system', 'statusV2', 'GET'),
  call('system', 'settings', 'GET', { ours: true }),
  call('system', 'location', 'GET', { ours: true }),
  call('system', 'templates', 'GET', { ours: true }),
  call('system', 'collect', 'POST'),

  call('session', 'rsaKey', 'GET'),
  call('session', 'captcha', 'GET'),
  // GeeTest v3's register reply is public; the stand-in puzzle's `gap` is ours (decision 0035).
  call('session', 'geetest', 'GET', { ours: true }),
  call('session', 'login', 'POST', { encrypted: true }),
  call('session', 'loginVerification', 'POST', { encrypted: true, ours: true }),
  call('session', 'freePlay', 'POST'),
  // Google and Facebook are our providers; the catalogue's four are one call each, their payloads ours.
  call('session', 'socialLogin', 'POST', { ours: true }),
  call('session', 'socialLoginLine', 'POST', { ours: true }),
  call('session', 'socialLoginApple', 'POST', { ours: true }),
  call('session', 'socialLoginTelegram', 'POST', { ours: true }),
  call('session', 'socialLoginMaya', 'POST', { ours: true }),
  call('session', 'smsLoginCode', 'POST'),
  call('session', 'memberInfo', 'GET', TOKEN),
  call('session', 'logout', 'DELETE', TOKEN),

  call('account', 'register', 'PUT', { encrypted: true }),
  call('account', 'registerMobile', 'PUT', { encrypted: true }),
  call('account', 'registerMail', 'PUT', { encrypted: true }),
  call('account', 'autoUsername', 'PUT', { ours: true }),
  call('account', 'mailRegisterCode', 'POST'),
  call('account', 'mailRegisterVerify', 'POST'),
  call('account', 'smsRegisterCode', 'POST'),
  call('account', 'smsResetCode', 'POST'),
  call('account', 'changePassword', 'POST', { token: true, encrypted: true }),
  call('account', 'forgotByEmail', 'POST'),
  call('account', 'resetByPhone', 'POST', { encrypted: true }),
  call('account', 'affiliate', 'GET'),
  call('account', 'playerAvatar', 'GET', TOKEN),
  call('account', 'avatarChoices', 'GET', OURS),
  call('account', 'changeAvatar', 'PUT', OURS),
  call('account', 'language', 'PUT', TOKEN),
  call('account', 'securityConfig', 'GET', OURS),
  call('account', 'profile', 'GET', OURS),
  call('account', 'updateProfile', 'PUT', OURS),
  call('account', 'bindMobileCode', 'POST', TOKEN),
  call('account', 'bindMobileVerify', 'POST', TOKEN),

  call('wallet', 'balance', 'GET', TOKEN),
  call('wallet', 'merchantWallet', 'GET', TOKEN),
  call('wallet', 'walletTransfer', 'POST', TOKEN),
  call('wallet', 'consolidated', 'GET', TOKEN),
  call('wallet', 'depositSettings', 'GET', TOKEN),
  call('wallet', 'depositManualTransfer', 'POST', TOKEN),
  call('wallet', 'depositByQr', 'POST', TOKEN),
  call('wallet', 'depositReport', 'GET', TOKEN),
  call('wallet', 'withdrawSettings', 'GET', TOKEN),
  call('wallet', 'withdrawBanks', 'GET', TOKEN),
  call('wallet', 'bankCards', 'GET', TOKEN),
  call('wallet', 'addBankCard', 'POST', TOKEN),
  call('wallet', 'hasPaymentPassword', 'GET', TOKEN),
  call('wallet', 'paymentPassword', 'POST', TOKEN),
  call('wallet', 'resetPaymentPassword', 'POST', TOKEN),
  call('wallet', 'withdraw', 'POST', { token: true, encrypted: true }),
  call('wallet', 'withdrawReport', 'GET', TOKEN),
  call('wallet', 'confirmWithdrawal', 'POST', { token: true, ours: true }),
  call('wallet', 'uplineInfo', 'GET', { token: true, ours: true }),
  call('wallet', 'transferToUpline', 'POST', { token: true, ours: true }),
  call('wallet', 'depositPromoList', 'GET', OURS),
  call('wallet', 'depositPaymentGateway', 'POST', OURS),
  call('wallet', 'depositBanksByVendor', 'GET', OURS),

  call('records', 'transactions', 'GET', TOKEN),
  call('records', 'bets', 'GET', { token: true, ours: true }),
  call('records', 'profitLoss', 'GET', TOKEN),
  call('records', 'bonuses', 'GET', { token: true, ours: true }),
  call('records', 'manualRebate', 'GET', { token: true, ours: true }),
  call('records', 'claimManualRebate', 'POST', { token: true, ours: true }),

  call('games', 'vendors', 'GET'),
  call('games', 'providers', 'GET', { ours: true }),
  call('games', 'hotMatches', 'GET', { ours: true }),
  call('games', 'vassGameType', 'GET'),
  call('games', 'gameList', 'GET'),
  call('games', 'hotGames', 'GET'),
  call('games', 'rankList', 'GET'),
  call('games', 'winnerBoard', 'GET'),
  call('games', 'favouriteIds', 'GET', TOKEN),
  call('games', 'favouriteList', 'GET', TOKEN),
  call('games', 'addFavourite', 'POST', TOKEN),
  call('games', 'removeFavourite', 'DELETE', TOKEN),
  call('games', 'recentGames', 'GET', TOKEN),
  call('games', 'pokerRooms', 'GET', TOKEN),
  call('games', 'launchGame', 'GET', TOKEN),
  call('games', 'trialLaunch', 'GET'),
  call('games', 'launchFb', 'GET', TOKEN),

  // Agent calls: the public material names them without payloads, so every payload is ours (decision 0024).
  call('agent', 'teamKpiA', 'GET', OURS),
  call('agent', 'teamKpiB', 'GET', OURS),
  call('agent', 'teamKpiC', 'GET', OURS),
  call('agent', 'subordinates', 'GET', OURS),
  call('agent', 'income', 'GET', OURS),
  call('agent', 'teamBets', 'GET', OURS),
  call('agent', 'teamTransactions', 'GET', OURS),
  call('agent', 'downline', 'GET', OURS),
  call('agent', 'downlines', 'GET', OURS),
  call('agent', 'inviteLinks', 'GET', OURS),
  call('agent', 'contractRequests', 'GET', OURS),
  call('agent', 'contractHistory', 'GET', OURS),
  call('agent', 'dailyContract', 'GET', OURS),
  call('agent', 'dailyCurrent', 'GET', OURS),
  call('agent', 'dailySettlements', 'GET', OURS),
  call('agent', 'dividendContract', 'GET', OURS),
  call('agent', 'dividendCurrent', 'GET', OURS),
  call('agent', 'dividendSettlements', 'GET', OURS),
  call('agent', 'hourlyContract', 'GET', OURS),
  call('agent', 'hourlyCurrent', 'GET', OURS),
  call('agent', 'hourlySettlements', 'GET', OURS),
  call('agent', 'realtimeContract', 'GET', OURS),
  call('agent', 'realtimeCurrent', 'GET', OURS),
  call('agent', 'realtimeSettlements', 'GET', OURS),
  call('agent', 'dailyProcess', 'GET', OURS),
  call('agent', 'dividendProcess', 'GET', OURS),
  call('agent', 'downlineDividends', 'GET', OURS),
  call('agent', 'transferDownline', 'POST', OURS),
  call('agent', 'transferMultipleDownline', 'POST', OURS),
  call('agent', 'updateDownlineRebates', 'POST', OURS),
  call('agent', 'createInviteLink', 'POST', OURS),
  call('agent', 'deleteInviteLink', 'POST', OURS),
  call('agent', 'offerContract', 'POST', OURS),
  call('agent', 'hourlyProcess', 'POST', OURS),
  call('agent', 'realtimeProcess', 'POST', OURS),
  call('agent', 'registerDownline', 'POST', { ...OURS, encrypted: true }),

  // The twins of GROUP_TWIN_PATHS are served by the mock alike and not listed again.
  call('lottery', 'gameMenus', 'GET'),
  call('lottery', 'games', 'GET', { ours: true }),
  call('lottery', 'vnGameMenu', 'GET'),
  call('lottery', 'vnRecentGames', 'GET', OURS),
  call('lottery', 'recentGames', 'GET', OURS),
  call('lottery', 'vnOpenedNumeros', 'GET', { ours: true }),
  call('lottery', 'openedNumero', 'GET', OURS),
  call('lottery', 'gamesOpenedNumero', 'GET', OURS),
  call('lottery', 'popular', 'GET'),
  call('lottery', 'draws', 'GET', { ours: true }),
  call('lottery', 'drawByCode', 'GET', { ours: true }),
  call('lottery', 'nearNumeros', 'GET', { ours: true }),
  call('lottery', 'mobileGames', 'GET', { ours: true }),
  call('lottery', 'orders', 'GET', OURS),
  call('lottery', 'orderDetail', 'GET', OURS),
  call('lottery', 'cancelSubOrder', 'POST', OURS),

  call('rewards', 'pointBalance', 'GET', OURS),
  call('rewards', 'pointRewards', 'GET', OURS),
  call('rewards', 'redemptions', 'GET', OURS),
  call('rewards', 'pointConfig', 'GET', OURS),
  call('rewards', 'conversionTypes', 'GET', OURS),
  call('rewards', 'redeemPoints', 'POST', { ...OURS, encrypted: true }),
  call('rewards', 'convertPoints', 'POST', { ...OURS, encrypted: true }),
  call('rewards', 'availablePromotions', 'GET', OURS),
  call('rewards', 'merchantPromotions', 'GET', { ours: true }),
  call('rewards', 'claimList', 'GET', OURS),
  call('rewards', 'claimsByStatus', 'GET', TOKEN),
  call('rewards', 'signUpJoin', 'POST', TOKEN),
  call('rewards', 'signUpRequestReward', 'POST', TOKEN),
  call('rewards', 'claimIssued', 'POST', OURS),
  call('rewards', 'claimLogin', 'POST', OURS),
  call('rewards', 'cancelTicket', 'POST', OURS),
  call('rewards', 'claimRaffle', 'POST', OURS),
  call('rewards', 'raffleStatus', 'GET', OURS),
  call('rewards', 'tickets', 'GET', TOKEN),
  call('rewards', 'claimTicket', 'POST', TOKEN),
  call('rewards', 'promoCodes', 'GET', TOKEN),
  call('rewards', 'claimPromoCode', 'POST', TOKEN),
  call('rewards', 'missionSummary', 'GET', OURS),
  call('rewards', 'missionLeaderboard', 'GET', OURS),
  call('rewards', 'rankProgress', 'GET', TOKEN),
  call('rewards', 'referralDetails', 'GET', TOKEN),

  call('content', 'announcements', 'GET'),
  call('content', 'unreadCount', 'GET', TOKEN),
  call('content', 'inbox', 'GET', TOKEN),
  call('content', 'markRead', 'POST', { token: true, ours: true }),
  call('content', 'downloadSetting', 'GET', { ours: true }),
  call('content', 'summaryUnreadCount', 'GET', TOKEN),
  call('content', 'summaryInbox', 'GET', TOKEN),
  call('content', 'markAnnouncementsRead', 'POST', OURS),
  call('content', 'jackpot', 'GET', { ours: true }),
  call('content', 'lobbyNews', 'GET', { ours: true }),
  // Decision 0033: the twin's query is public and its reply MCSFE's; the PROMOFE replies are ours.
  call('content', 'mobileAnnouncements', 'GET'),
  call('content', 'promotionCategories', 'GET', { ours: true }),
  call('content', 'promotionAnnouncements', 'GET', { ours: true }),
  call('content', 'layoutPromotions', 'GET', { ours: true }),

  // Live chat (decision 0030): launchChat's query and reply are public, the other payloads ours.
  call('live', 'modelList', 'GET', { ours: true }),
  call('live', 'launchChat', 'GET', TOKEN),
  call('live', 'unreadCount', 'GET', OURS),
  call('live', 'groupPermission', 'GET', OURS),
  call('live', 'customerServiceScript', 'GET', { ours: true }),
  call('live', 'imUrl', 'GET', { ours: true }),

  // Responsible gaming (decision 0041): the public material has no such calls; paths and payloads are ours.
  call('responsible', 'overview', 'GET', OURS),
  call('responsible', 'setLimit', 'PUT', OURS),
  call('responsible', 'confirmLimit', 'POST', OURS),
  call('responsible', 'cancelLimitChange', 'POST', OURS),
  call('responsible', 'setRealityCheck', 'PUT', OURS),
  call('responsible', 'playSession', 'GET', OURS),
  call('responsible', 'takeBreak', 'POST', { ...OURS, encrypted: true }),
  call('responsible', 'askToReturn', 'POST', OURS),
];

/** How many registered calls there are, and how many the mock serves and the gateway makes. */
export const registryCoverage = (registry: readonly TCallEntry[] = CALL_REGISTRY) => ({
  total: registry.length,
  mock: registry.filter((entry) => entry.mock).length,
  gateway: registry.filter((entry) => entry.gateway).length,
});

/** The values a parametrised path takes, per `group.name` and parameter (the catalogue names each value). */
export const PATH_PARAMETER_VALUES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'session.socialLogin': { provider: SOCIAL_PROVIDERS },
};
