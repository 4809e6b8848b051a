import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as coreSchema from './schema.js';
import * as agentSchema from './schema-agent.js';
import * as auditSchema from './schema-audit.js';
import * as chatSchema from './schema-chat.js';
import * as contentSchema from './schema-content.js';
import * as feedSchema from './schema-feed.js';
import * as gamesSchema from './schema-games.js';
import * as liveSchema from './schema-live.js';
import * as lotterySchema from './schema-lottery.js';
import * as moneySchema from './schema-money.js';
import * as playSchema from './schema-play.js';
import * as profileSchema from './schema-profile.js';
import * as responsibleSchema from './schema-responsible.js';
import * as rewardsSchema from './schema-rewards.js';
import * as serviceSchema from './schema-service.js';

/** Every table, for the relational query API. */
const schema = {
  ...coreSchema,
  ...gamesSchema,
  ...playSchema,
  ...liveSchema,
  ...moneySchema,
  ...auditSchema,
  ...feedSchema,
  ...agentSchema,
  ...rewardsSchema,
  ...lotterySchema,
  ...serviceSchema,
  ...chatSchema,
  ...contentSchema,
  ...profileSchema,
  ...responsibleSchema,
};

export type TDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Two levels up from src/db and dist/db: the committed migrations of the package. */
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

const IN_MEMORY = ':memory:';

/** Opens (and creates) the SQLite database; `:memory:` gives a private one, for tests. */
export const openDatabase = (path: string): TDatabase => {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const client = new Database(path);
  // WAL lets a reader (sqlite3 CLI, a second process) look in while the mock writes.
  if (path !== IN_MEMORY) client.pragma('journal_mode = WAL');
  client.pragma('foreign_keys = ON');
  return drizzle({ client, schema });
};

/** Applies the committed migrations in ./drizzle that have not run yet. */
export const migrateDatabase = (db: TDatabase): void => {
  migrate(db, { migrationsFolder });
};

export const closeDatabase = (db: TDatabase): void => {
  db.$client.close();
};

/** A transaction handle; store functions take either it or the database. */
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
export type TExecutor = TDatabase | TTransaction;

/** The connection behind a database or transaction handle (drizzle keeps it on the shared session). */
export const connectionOf = (executor: TExecutor): Database.Database =>
  (executor as unknown as { session: { client: Database.Database } }).session.client;

/** One cached transaction runner per connection (better-sqlite3 nests them as savepoints). */
const runners = new WeakMap<Database.Database, Database.Transaction<(work: () => unknown) => unknown>>();

/**
 * Runs `work` in one SQLite transaction, or a savepoint when one is open.
 * For hot money paths: drizzle's `db.transaction` builds a new query API over
 * the whole schema on every call, which costs more than a bet's own queries
 * (bench/ledger). `work` receives the same handle; on this single connection
 * its queries run inside the transaction.
 */
export const transact = <TExecutorKind extends TExecutor, T>(
  executor: TExecutorKind,
  work: (executor: TExecutorKind) => T,
): T => {
  const connection = connectionOf(executor);
  let runner = runners.get(connection);
  if (!runner) {
    runner = connection.transaction((run: () => unknown) => run());
    runners.set(connection, runner);
  }
  return runner(() => work(executor)) as T;
};
