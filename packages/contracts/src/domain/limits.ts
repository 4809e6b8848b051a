/** Business constants and limits of docs/product.md §9. Durations in milliseconds unless named. */
export const LIMITS = {
  announcementsPerPage: 9,
  paginationRange: 5,
  paginationMargin: 1,
  winnerBoardLimit: 20,
  lobbyPageSize: 42,
  smsInitialCountdownSeconds: 60,
  smsTooManyRequestsRetryMinutes: 5,
  firebaseSmsCountdownSeconds: 60,
  smsLoginThrottleMs: 1000,
  captchaRefreshGuardMs: 1000,
  favouriteThrottleMs: 1000,
  rememberedLoginHours: 24,
  insecureDefaultPassword: '123456',
  popupWindow: { width: 440, height: 750 },
  verificationCodeMaxLength: 255,
  headerVendorDropdown: 11,
  homeHotGames: 6,
  homeSectionPageSize: 6,
  homeSectionRequestGapMs: 300,
  footerBars: { min: 180, max: 194, scale: 260 },
  jackpot: { startMin: 11e9, startMax: 12e9, stepMin: 100, stepMax: 500, tickMinMs: 3000, tickMaxMs: 5000 },
  activityRemarkMaxChars: 140,
  /** Feedback content in words (docs/product.md §5 "content between {0} and {1} words"; bounds ours, decision 0029). */
  feedback: { minWords: 3, maxWords: 500, maxChars: 5000 },
  /** Pictures (proofs, feedback): png or jpeg, 5 MB, and at most 4096 × 4096 pixels, what 64 MB decodes to (decision 0038). */
  upload: {
    types: ['image/png', 'image/jpeg'],
    maxBytes: 5 * 1024 * 1024,
    maxFiles: 3,
    maxPixels: 4096 * 4096,
  },
  termsAge: 18,
  datePresetsDays: [7, 30],
  qrSize: { floatBar: 94, default: 80 },
  loadingSpinSeconds: 0.5,
  captchaFailuresBeforeRequired: 3,
  averageDepositMinutes: 3,
  averageWithdrawMinutes: 5,
} as const;

export const BRAND = { platform: 'WEB', lotteryType: 'Elott' } as const;

export const LANGUAGES = ['EN', 'TY'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'EN';
