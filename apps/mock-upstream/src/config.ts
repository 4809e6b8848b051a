import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: three levels up from both src/config.ts and dist/config.js. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** An empty variable counts as unset, so `MOCK_PORT= npm start` uses the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** Local runs and tests need no configuration; production refuses these (anyone can read them here). */
const DEV_SEAMLESS_KEY = 'dev-seamless-key';
const DEV_FEED_KEY = 'dev-feed-key';

/** In production a shared secret must be set, and not to its development default. */
const refuseDevDefault =
  (name: 'SEAMLESS_KEY' | 'FEED_KEY', devDefault: string) =>
  (env: { NODE_ENV: string; SEAMLESS_KEY?: string; FEED_KEY?: string }, ctx: z.RefinementCtx): void => {
    if (env.NODE_ENV !== 'production') return;
    const value = env[name];
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
    } else if (value === devDefault) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'must not be the development default when NODE_ENV=production',
      });
    }
  };

const ZEnvironmentSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
    MOCK_HOST: optional(z.string().min(1).default('127.0.0.1')),
    MOCK_PORT: optional(z.coerce.number().int().min(0).max(65535).default(4000)),
    MOCK_DB: optional(z.string().min(1).default(`${repoRoot}data/mock.sqlite`)),
    QA_API: optional(z.enum(['0', '1']).default('0')),
    /** The shared secret vendors send as `X-Seamless-Key` on the seamless wallet calls. */
    SEAMLESS_KEY: optional(z.string().min(8).optional()),
    /** The shared secret a gateway sends as `X-Feed-Key` to subscribe to the event feed. */
    FEED_KEY: optional(z.string().min(8).optional()),
    /** How many of the newest feed events are kept for gateways that reconnect with `Last-Event-ID`. */
    FEED_RETAINED_EVENTS: optional(z.coerce.number().int().min(1).max(1_000_000).default(10_000)),
    /** Seconds between two runs of the agent settlement job (docs/history/agent-interfaces.md, Settlement). */
    AGENT_SETTLEMENT_TICK_SECONDS: optional(z.coerce.number().int().min(1).max(3600).default(60)),
    /** Milliseconds between two runs of the lottery job (draws, closes, results, settlement); 0 turns it off. */
    LOTTERY_TICK_MS: optional(z.coerce.number().int().min(0).max(3_600_000).default(1000)),
    /** Prometheus metrics at `/metrics` on a port of their own; unset: not served. */
    MOCK_METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535).optional()),
    MOCK_METRICS_HOST: optional(z.string().min(1).default('127.0.0.1')),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** `pretty` for people at a terminal (`npm start` on a TTY, `npm run dev`); JSON lines otherwise. */
    LOG_FORMAT: optional(z.enum(['json', 'pretty']).default('json')),
  })
  .superRefine(refuseDevDefault('SEAMLESS_KEY', DEV_SEAMLESS_KEY))
  .superRefine(refuseDevDefault('FEED_KEY', DEV_FEED_KEY));

export type TConfig = {
  host: string;
  port: number;
  /** A file path, or `:memory:` for tests. */
  databasePath: string;
  isQaApiEnabled: boolean;
  /** `X-Seamless-Key` of the seamless wallet's HTTP calls (server to server). */
  seamlessKey: string;
  /** `X-Feed-Key` of the event feed (`GET /wps/events/feed`). */
  feedKey: string;
  /** The event feed's retained log: this many newest events (docs/decisions/0023-no-lost-events-and-polling.md). */
  feedRetainedEvents: number;
  /** How often the agent settlement job runs. */
  agentSettlementTickSeconds: number;
  /** How often the lottery job runs, ms; 0: never (tests tick it themselves). */
  lotteryTickMs: number;
  /** Where `/metrics` is served (never on the mock's own port); `port` null: nowhere. */
  metrics: { port: number | null; host: string };
  logLevel: z.infer<typeof ZEnvironmentSchema>['LOG_LEVEL'];
  logFormat: z.infer<typeof ZEnvironmentSchema>['LOG_FORMAT'];
};

/** Reads and validates the environment; throws one error naming every bad variable. */
export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): TConfig => {
  const parsed = ZEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid mock-upstream configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    host: env.MOCK_HOST,
    port: env.MOCK_PORT,
    databasePath: env.MOCK_DB,
    isQaApiEnabled: env.QA_API === '1',
    seamlessKey: env.SEAMLESS_KEY ?? DEV_SEAMLESS_KEY,
    feedKey: env.FEED_KEY ?? DEV_FEED_KEY,
    feedRetainedEvents: env.FEED_RETAINED_EVENTS,
    agentSettlementTickSeconds: env.AGENT_SETTLEMENT_TICK_SECONDS,
    lotteryTickMs: env.LOTTERY_TICK_MS,
    metrics: { port: env.MOCK_METRICS_PORT ?? null, host: env.MOCK_METRICS_HOST },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
  };
};
