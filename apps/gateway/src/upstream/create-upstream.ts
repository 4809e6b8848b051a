import { z } from 'zod';
import { SYSTEM_PATHS } from '@site/contracts';
import type { TConfig } from '../config.js';
import type { GatewayMetrics } from '../metrics/gateway-metrics.js';
import { UpstreamBreaker } from './upstream-breaker.js';
import { type TVisitor, UpstreamClient } from './upstream-client.js';

/**
 * The merchant's domain route: the upstream's smallest call that needs the
 * merchant configured. The readiness probe asks it, and so does the breaker's
 * probe when the upstream may be back.
 */
export const askDomainRoute = (upstream: Pick<UpstreamClient, 'call'>, visitor: TVisitor): Promise<unknown> =>
  upstream.call(
    { method: 'GET', path: SYSTEM_PATHS.domainRoute, query: { device: 'WEB' }, visitor },
    z.unknown(),
  );

/** The HTTP client of the configured upstream, behind its circuit breaker, timed in `metrics`. */
export const createUpstream = (
  config: Pick<TConfig, 'upstream'>,
  metrics: GatewayMetrics,
  probeVisitor: TVisitor,
): { client: UpstreamClient; breaker: UpstreamBreaker } => {
  const breaker = new UpstreamBreaker({
    ...config.upstream.breaker,
    onStateChange: (state) => metrics.setBreakerState(state),
  });
  const client = new UpstreamClient({
    baseUrl: config.upstream.url,
    merchant: config.upstream.merchant,
    timeoutMs: config.upstream.timeoutMs,
    breaker,
    metrics,
  });
  breaker.probeWith(() => askDomainRoute(client, probeVisitor));
  return { client, breaker };
};
