import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@site/contracts';
import { readOrCreateLocalSecret } from './local-secret.js';
import { weakSecretProblem } from './secret-strength.js';

/**
 * The gateway's configuration: the only module that reads process.env. Every
 * variable is validated at start-up; a bad one stops the process with a
 * message naming each problem.
 */

/** The repository root, the same from src/ (tsx) and dist/ (node). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Without ALLOWED_ORIGINS: the gateway on this machine at its PORT, and the Vite dev server. */
const localOrigins = (port: number): string[] => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
  'http://localhost:5173',
];
const LOCAL_SECRET_FILE = `${REPO_ROOT}data/gateway-secret`;
/** The mock's own default (apps/mock-upstream/src/config.ts): local runs need no configuration, production refuses it. */
const DEV_FEED_KEY = 'dev-feed-key';

const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

const ZOriginSchema = z.string().transform((value, ctx) => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${value}` });
    return z.NEVER;
  }
});

const ZHttpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Fastify's trustProxy: true/false, a hop count, or a list of addresses/CIDRs. */
const ZTrustProxySchema = z
  .string()
  .default('false')
  .transform((value): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return commaList(value);
  });

const ZLanguageListSchema = z
  .string()
  .transform((value) => commaList(value).map((code) => code.toUpperCase()))
  .pipe(z.array(z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'language codes like EN, TY')).min(1));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty` for people at a terminal (`npm start` on a TTY, `npm run dev`); JSON lines otherwise. */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    UPSTREAM_URL: ZHttpUrlSchema.default('http://127.0.0.1:4000'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(10_000),
    // The circuit breaker in front of the upstream (docs/decisions/0036-metrics-and-circuit-breaker.md).
    UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    UPSTREAM_BREAKER_HALF_OPEN_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
    MERCHANT: z.string().min(1).max(64).default('demo'),
    GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ALLOWED_ORIGINS: z.string().transform(commaList).pipe(z.array(ZOriginSchema)).optional(),
    PUBLIC_URL: ZHttpUrlSchema.optional(),
    WEB_DIST: z.string().min(1).default(`${REPO_ROOT}apps/web/dist`),
    // The web app's server build, which renders first views (decision 0042); without it the browser renders every page.
    WEB_SERVER_ENTRY: z.string().min(1).default(`${REPO_ROOT}apps/web/dist-server/entry-server.js`),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    TRUST_PROXY: ZTrustProxySchema,
    SITE_NAME: z.string().min(1).default('Lucky Site'),
    SITE_CURRENCY: z.string().min(1).default('PHP'),
    SITE_CURRENCY_SYMBOL: z.string().min(1).default('₱'),
    SITE_LANGUAGES: ZLanguageListSchema.default([...LANGUAGES]),
    SITE_DEFAULT_LANGUAGE: z.string().toUpperCase().default(DEFAULT_LANGUAGE),
    SITE_TERMS_AGE: positiveInt(18),
    // Rate limits per minute (docs/history/accounts-interfaces.md, "Hardening"): per visitor IP, and per
    // subject: the account, the mobile number, or for captchas the browser session.
    RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_SMS_SEND_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_SMS_SEND_PER_NUMBER_PER_MINUTE: positiveInt(2),
    RATE_LIMIT_SMS_VERIFY_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_SMS_VERIFY_PER_NUMBER_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_CAPTCHA_PER_MINUTE: positiveInt(20),
    RATE_LIMIT_CAPTCHA_PER_SESSION_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_REGISTER_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_REGISTER_PER_ACCOUNT_PER_MINUTE: positiveInt(3),
    RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT_PER_MINUTE: positiveInt(3),
    RATE_LIMIT_AFFILIATE_CHECK_PER_MINUTE: positiveInt(30),
    RATE_LIMIT_AFFILIATE_CHECK_PER_CODE_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_FEEDBACK_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_FEEDBACK_PER_MEMBER_PER_MINUTE: positiveInt(3),
    // Bodies past the ordinary 1 MiB (proof pictures), counted before they are read (uploads/upload-gate.ts).
    RATE_LIMIT_UPLOAD_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_UPLOAD_PER_MEMBER_PER_MINUTE: positiveInt(5),
    // Uploads read at once by one gateway process; one in flight holds about 130 MB.
    UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(3),
    RATE_LIMIT_USERNAME_SUGGEST_PER_MINUTE: positiveInt(30),
    RATE_LIMIT_USERNAME_SUGGEST_PER_SESSION_PER_MINUTE: positiveInt(15),
    // Page-view beacons: a visitor opening pages fast sends one a second at most.
    RATE_LIMIT_BEACON_PER_MINUTE: positiveInt(120),
    RATE_LIMIT_BEACON_PER_SESSION_PER_MINUTE: positiveInt(60),
    // Member actions that cost the upstream something or can be guessed (issue 26): per IP and per member.
    RATE_LIMIT_PROMO_CODE_PER_MINUTE: positiveInt(20),
    RATE_LIMIT_PROMO_CODE_PER_MEMBER_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_RAFFLE_DRAW_PER_MINUTE: positiveInt(30),
    RATE_LIMIT_RAFFLE_DRAW_PER_MEMBER_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_CHAT_LAUNCH_PER_MINUTE: positiveInt(20),
    RATE_LIMIT_CHAT_LAUNCH_PER_MEMBER_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_DOWNLINE_REGISTER_PER_MINUTE: positiveInt(10),
    RATE_LIMIT_DOWNLINE_REGISTER_PER_MEMBER_PER_MINUTE: positiveInt(5),
    RATE_LIMIT_INVITE_LINK_PER_MINUTE: positiveInt(20),
    RATE_LIMIT_INVITE_LINK_PER_MEMBER_PER_MINUTE: positiveInt(10),
    // Responsible gaming changes (limits, reality check, asking to return); a break, which checks the
    // password, counts against the login limits instead.
    RATE_LIMIT_RESPONSIBLE_PER_MINUTE: positiveInt(30),
    RATE_LIMIT_RESPONSIBLE_PER_MEMBER_PER_MINUTE: positiveInt(10),
    // Pages rendered on the server, past the visitors' page cache (decision 0042); past the limit the
    // browser renders the page itself.
    RATE_LIMIT_PAGE_RENDER_PER_MINUTE: positiveInt(60),
    RATE_LIMIT_PAGE_RENDER_PER_MEMBER_PER_MINUTE: positiveInt(30),
    LOGIN_LOCKOUT_MAX_FAILURES: positiveInt(5),
    LOGIN_LOCKOUT_WINDOW_MINUTES: positiveInt(15),
    // Wrong promo codes count more than right ones: this many in the window lock the member's claims for it.
    PROMO_CODE_LOCKOUT_MAX_MISSES: positiveInt(5),
    PROMO_CODE_LOCKOUT_WINDOW_MINUTES: positiveInt(15),
    SMS_DAILY_LIMIT_PER_NUMBER: positiveInt(10),
    SMS_DAILY_LIMIT_PER_IP: positiveInt(30),
    SESSION_IDLE_MINUTES: positiveInt(30),
    SESSION_ABSOLUTE_HOURS: positiveInt(12),
    // Prometheus metrics: `/metrics` on PORT with this bearer token, and/or on a port of their own.
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    // How long hot games, winners and vendor lists are reused (per merchant and language).
    GAMES_CACHE_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(60),
    // Realtime (docs/history/money-interfaces.md, "Gateway"): the mock's event feed, or polling a real upstream.
    EVENT_SOURCE: z.enum(['feed', 'polling']).default('feed'),
    FEED_KEY: z.string().min(8).optional(),
    POLL_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    // How often the site status is read for the push to open tabs (docs/decisions/0019-site-status-push.md).
    SITE_STATUS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    // bench/gateway only: a plain route mirroring this tRPC GET (bench-control-route.ts). Unset in real runs.
    BENCH_CONTROL_ROUTE: z
      .string()
      .regex(/^\/trpc\/[^\s]+$/, 'a tRPC GET path such as /trpc/games.vendors?batch=1&input=%7B%7D')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      const secretProblem = env.GATEWAY_SECRET
        ? weakSecretProblem(env.GATEWAY_SECRET)
        : 'is required when NODE_ENV=production';
      if (secretProblem) ctx.addIssue({ code: 'custom', path: ['GATEWAY_SECRET'], message: secretProblem });
      // The feed key is sent only with EVENT_SOURCE=feed; the development default is refused either way.
      if (env.EVENT_SOURCE === 'feed' && !env.FEED_KEY) {
        ctx.addIssue({ code: 'custom', path: ['FEED_KEY'], message: 'is required when NODE_ENV=production' });
      }
      if (env.FEED_KEY === DEV_FEED_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['FEED_KEY'],
          message: 'must not be the development default when NODE_ENV=production',
        });
      }
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if (!env.SITE_LANGUAGES.includes(env.SITE_DEFAULT_LANGUAGE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_DEFAULT_LANGUAGE'],
        message: 'must be one of SITE_LANGUAGES',
      });
    }
  });

/** The groups of procedures that share a rate limit; each procedure names its own with `rateLimited` (trpc/guards). */
export type TRateLimitBucket =
  | 'login'
  | 'smsSend'
  | 'smsVerify'
  | 'captcha'
  | 'register'
  | 'passwordReset'
  | 'affiliateCheck'
  | 'feedback'
  | 'upload'
  | 'usernameSuggest'
  | 'beacon'
  | 'promoCode'
  | 'raffleDraw'
  | 'chatLaunch'
  | 'downlineRegister'
  | 'inviteLink'
  | 'responsible'
  | 'pageRender';
export type TBucketLimits = { perIp: number; perSubject: number };

export type TConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  upstream: {
    url: string;
    timeoutMs: number;
    merchant: string;
    /** Consecutive failed exchanges that open the breaker, and how long it stays open before a probe. */
    breaker: { failures: number; halfOpenAfterMs: number };
  };
  /**
   * Where `/metrics` is served: on PORT only with `token` (a bearer token), and
   * on `port` at `host` when set (the token is required there too when set).
   * Neither set: nowhere.
   */
  metrics: { token: string | null; port: number | null; host: string };
  gatewaySecret: string;
  /**
   * The site's own origins: the only ones allowed to send mutations and open
   * sockets, and whose host names requests may address (DNS-rebinding defence).
   */
  allowedOrigins: string[];
  publicUrl: string | null;
  /** `__Host-sid` with `Secure`: the site is served over HTTPS. */
  secureCookies: boolean;
  webDist: string;
  webServerEntry: string;
  redisUrl: string | null;
  trustProxy: boolean | number | string[];
  /** Site facts used when the upstream status reply has no `info.site` block. */
  site: {
    name: string;
    currency: string;
    currencySymbol: string;
    languages: string[];
    defaultLanguage: string;
    /** Minimum age in the registration terms when the upstream does not say. */
    termsAge: number;
  };
  /** Per-minute limits of each bucket: per visitor IP and per subject (account, number or session). */
  rateLimits: Record<TRateLimitBucket, TBucketLimits>;
  /** Large bodies (uploads) one process reads at once; more are answered 503 before they are read. */
  uploadConcurrency: number;
  lockout: { maxFailures: number; windowMinutes: number };
  /** Wrong promo codes of one member within the window that lock its claims for the window. */
  promoCodeLockout: { maxFailures: number; windowMinutes: number };
  smsDailyLimits: { perNumber: number; perIp: number };
  /** A remembered session ignores `idleMinutes` and lasts 24 hours (LIMITS.rememberedLoginHours). */
  sessionTimeouts: { idleMinutes: number; absoluteHours: number };
  shutdownTimeoutMs: number;
  /** TTL of the cached game answers: vendors, hot games, winners. */
  gamesCacheTtlSeconds: number;
  /** Where member events come from: the mock's feed (`X-Feed-Key`), or polling per connected member. */
  realtime: {
    eventSource: 'feed' | 'polling';
    feedKey: string;
    pollIntervalSeconds: number;
    /** How often the site status is read; a change is pushed to every socket. */
    siteStatusPollSeconds: number;
  };
  /** The tRPC GET that `/__bench/control` mirrors byte for byte (bench/gateway), or null: no such route. */
  benchControlRoute: string | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type TEnv = Record<string, string | undefined>;

/** Empty variables (common in compose files) count as unset. */
const withoutEmptyValues = (env: TEnv): TEnv =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

export const parseConfig = (env: TEnv, localSecretFile: string = LOCAL_SECRET_FILE): TConfig => {
  const parsed = ZEnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const listed = e.ALLOWED_ORIGINS ?? localOrigins(e.PORT);
  const publicOrigin = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null;
  const allowedOrigins = [...new Set([...listed, ...(publicOrigin ? [publicOrigin] : [])])];
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    upstream: {
      url: e.UPSTREAM_URL.replace(/\/+$/, ''),
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      merchant: e.MERCHANT,
      breaker: { failures: e.UPSTREAM_BREAKER_FAILURES, halfOpenAfterMs: e.UPSTREAM_BREAKER_HALF_OPEN_MS },
    },
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    gatewaySecret: e.GATEWAY_SECRET ?? readOrCreateLocalSecret(localSecretFile),
    allowedOrigins,
    publicUrl: e.PUBLIC_URL ?? null,
    secureCookies: e.PUBLIC_URL?.startsWith('https:') ?? false,
    webDist: e.WEB_DIST,
    webServerEntry: e.WEB_SERVER_ENTRY,
    redisUrl: e.REDIS_URL ?? null,
    trustProxy: e.TRUST_PROXY,
    site: {
      name: e.SITE_NAME,
      currency: e.SITE_CURRENCY,
      currencySymbol: e.SITE_CURRENCY_SYMBOL,
      languages: e.SITE_LANGUAGES,
      defaultLanguage: e.SITE_DEFAULT_LANGUAGE,
      termsAge: e.SITE_TERMS_AGE,
    },
    rateLimits: {
      login: { perIp: e.RATE_LIMIT_LOGIN_PER_MINUTE, perSubject: e.RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE },
      smsSend: {
        perIp: e.RATE_LIMIT_SMS_SEND_PER_MINUTE,
        perSubject: e.RATE_LIMIT_SMS_SEND_PER_NUMBER_PER_MINUTE,
      },
      smsVerify: {
        perIp: e.RATE_LIMIT_SMS_VERIFY_PER_MINUTE,
        perSubject: e.RATE_LIMIT_SMS_VERIFY_PER_NUMBER_PER_MINUTE,
      },
      captcha: {
        perIp: e.RATE_LIMIT_CAPTCHA_PER_MINUTE,
        perSubject: e.RATE_LIMIT_CAPTCHA_PER_SESSION_PER_MINUTE,
      },
      register: {
        perIp: e.RATE_LIMIT_REGISTER_PER_MINUTE,
        perSubject: e.RATE_LIMIT_REGISTER_PER_ACCOUNT_PER_MINUTE,
      },
      passwordReset: {
        perIp: e.RATE_LIMIT_PASSWORD_RESET_PER_MINUTE,
        perSubject: e.RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT_PER_MINUTE,
      },
      affiliateCheck: {
        perIp: e.RATE_LIMIT_AFFILIATE_CHECK_PER_MINUTE,
        perSubject: e.RATE_LIMIT_AFFILIATE_CHECK_PER_CODE_PER_MINUTE,
      },
      feedback: {
        perIp: e.RATE_LIMIT_FEEDBACK_PER_MINUTE,
        perSubject: e.RATE_LIMIT_FEEDBACK_PER_MEMBER_PER_MINUTE,
      },
      upload: {
        perIp: e.RATE_LIMIT_UPLOAD_PER_MINUTE,
        perSubject: e.RATE_LIMIT_UPLOAD_PER_MEMBER_PER_MINUTE,
      },
      usernameSuggest: {
        perIp: e.RATE_LIMIT_USERNAME_SUGGEST_PER_MINUTE,
        perSubject: e.RATE_LIMIT_USERNAME_SUGGEST_PER_SESSION_PER_MINUTE,
      },
      beacon: {
        perIp: e.RATE_LIMIT_BEACON_PER_MINUTE,
        perSubject: e.RATE_LIMIT_BEACON_PER_SESSION_PER_MINUTE,
      },
      promoCode: {
        perIp: e.RATE_LIMIT_PROMO_CODE_PER_MINUTE,
        perSubject: e.RATE_LIMIT_PROMO_CODE_PER_MEMBER_PER_MINUTE,
      },
      raffleDraw: {
        perIp: e.RATE_LIMIT_RAFFLE_DRAW_PER_MINUTE,
        perSubject: e.RATE_LIMIT_RAFFLE_DRAW_PER_MEMBER_PER_MINUTE,
      },
      chatLaunch: {
        perIp: e.RATE_LIMIT_CHAT_LAUNCH_PER_MINUTE,
        perSubject: e.RATE_LIMIT_CHAT_LAUNCH_PER_MEMBER_PER_MINUTE,
      },
      downlineRegister: {
        perIp: e.RATE_LIMIT_DOWNLINE_REGISTER_PER_MINUTE,
        perSubject: e.RATE_LIMIT_DOWNLINE_REGISTER_PER_MEMBER_PER_MINUTE,
      },
      inviteLink: {
        perIp: e.RATE_LIMIT_INVITE_LINK_PER_MINUTE,
        perSubject: e.RATE_LIMIT_INVITE_LINK_PER_MEMBER_PER_MINUTE,
      },
      responsible: {
        perIp: e.RATE_LIMIT_RESPONSIBLE_PER_MINUTE,
        perSubject: e.RATE_LIMIT_RESPONSIBLE_PER_MEMBER_PER_MINUTE,
      },
      pageRender: {
        perIp: e.RATE_LIMIT_PAGE_RENDER_PER_MINUTE,
        perSubject: e.RATE_LIMIT_PAGE_RENDER_PER_MEMBER_PER_MINUTE,
      },
    },
    uploadConcurrency: e.UPLOAD_CONCURRENCY,
    lockout: { maxFailures: e.LOGIN_LOCKOUT_MAX_FAILURES, windowMinutes: e.LOGIN_LOCKOUT_WINDOW_MINUTES },
    promoCodeLockout: {
      maxFailures: e.PROMO_CODE_LOCKOUT_MAX_MISSES,
      windowMinutes: e.PROMO_CODE_LOCKOUT_WINDOW_MINUTES,
    },
    smsDailyLimits: { perNumber: e.SMS_DAILY_LIMIT_PER_NUMBER, perIp: e.SMS_DAILY_LIMIT_PER_IP },
    sessionTimeouts: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    gamesCacheTtlSeconds: e.GAMES_CACHE_TTL_SECONDS,
    realtime: {
      eventSource: e.EVENT_SOURCE,
      feedKey: e.FEED_KEY ?? DEV_FEED_KEY,
      pollIntervalSeconds: e.POLL_INTERVAL_SECONDS,
      siteStatusPollSeconds: e.SITE_STATUS_POLL_SECONDS,
    },
    benchControlRoute: e.BENCH_CONTROL_ROUTE ?? null,
  };
};

/** Reads the process environment; on a bad variable prints every problem and exits. */
export const loadConfigOrExit = (): TConfig => {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
};

/**
 * The site's own origin, for links the gateway hands out (referral links):
 * the public URL's, else the first allowed origin; never a request's Host
 * (decision 0017).
 */
export const siteOriginOf = (config: Pick<TConfig, 'publicUrl' | 'allowedOrigins'>): string | null =>
  config.publicUrl ? new URL(config.publicUrl).origin : (config.allowedOrigins[0] ?? null);
