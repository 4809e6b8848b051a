import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { closeDatabase, migrateDatabase, openDatabase } from './db/client.js';
import { settleAgentContractsNow } from './jobs/agent-settlement.js';
import { buildMetricsServer } from './metrics/metrics-server.js';
import { DEMO_LOGINS, seedIfEmpty } from './seed/seed.js';

/** How long a graceful close may take before the process leaves anyway. */
const CLOSE_GRACE_MS = 10_000;

const start = async () => {
  const config = loadConfig();
  const db = openDatabase(config.databasePath);
  migrateDatabase(db);
  const app = buildApp(config, db);
  const metricsServer =
    config.metrics.port === null ? null : buildMetricsServer(app.metrics.registry, app.log);
  const hasSeeded = await seedIfEmpty(db);
  app.log.info(
    { database: config.databasePath, hasSeeded },
    hasSeeded ? 'database seeded' : 'database ready',
  );

  const close = async (signal: string) => {
    app.log.info({ signal }, 'closing');
    setTimeout(() => process.exit(1), CLOSE_GRACE_MS).unref();
    await app.close();
    await metricsServer?.close();
    closeDatabase(db);
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (metricsServer && config.metrics.port !== null) {
    await metricsServer.listen({ host: config.metrics.host, port: config.metrics.port });
  }
  // What closed while the mock was down (on first start, the seeded contracts' history), before
  // the job's first tick: the agent's income reports have figures from the start.
  settleAgentContractsNow(app);
  for (const { role, username, password } of DEMO_LOGINS) {
    app.log.info(`demo ${role}: ${username} / ${password}`);
  }
  if (config.isQaApiEnabled) app.log.info('QA API on at /__qa (npm run qa -- help)');
};

start().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration), so the reason goes straight to stderr.
  process.stderr.write(
    `mock-upstream failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
