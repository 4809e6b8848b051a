import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { buildMetricsServer } from './metrics/metrics-route.js';

/** Starts the gateway (and its metrics listener on METRICS_PORT): listen, and close gracefully on SIGINT/SIGTERM. */
const config = loadConfigOrExit();
const app = await buildApp(config);
const metricsServer =
  config.metrics.port === null
    ? null
    : buildMetricsServer(app.metrics.registry, config.metrics.token, app.log);

let isClosing = false;
const close = async (signal: string): Promise<void> => {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'closing');
  // In-flight requests get a bounded time to finish; a stuck one must not keep the process alive.
  const forceExit = setTimeout(() => {
    app.log.error('graceful close timed out');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  forceExit.unref();
  try {
    await app.close();
    await metricsServer?.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'close failed');
    process.exit(1);
  }
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
  if (metricsServer && config.metrics.port !== null) {
    await metricsServer.listen({ host: config.metrics.host, port: config.metrics.port });
  }
} catch (error) {
  app.log.error({ err: error }, 'listen failed');
  process.exit(1);
}
