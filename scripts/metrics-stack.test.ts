import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The compose profile `metrics` (docs/decisions/0036-metrics-and-circuit-breaker.md):
 * Prometheus scrapes where the gateways serve their metrics, and the Grafana
 * dashboard asks only for series the apps define.
 */
const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

type TService = {
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
};
type TScrapeConfig = { job_name: string; dns_sd_configs: Array<{ names: string[]; port: number }> };
type TDashboard = {
  panels: Array<{ datasource?: { uid: string }; targets?: Array<{ expr: string }> }>;
};

const services = (
  parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, TService> }
).services;
const scrapeConfigs = (parse(read('ops/prometheus/prometheus.yml')) as { scrape_configs: TScrapeConfig[] })
  .scrape_configs;
const dashboard = JSON.parse(read('ops/grafana/dashboards/betting-site.json')) as TDashboard;

/** The series the apps register (`name: '…'` in their metrics modules), and prom-client's process series. */
const definedSeries = (): Set<string> => {
  const ours = [
    'apps/gateway/src/metrics/gateway-metrics.ts',
    'apps/mock-upstream/src/metrics/mock-metrics.ts',
  ].flatMap((path) => [...read(path).matchAll(/name: '([a-z_]+)'/g)].map((match) => match[1] ?? ''));
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return new Set([...ours, ...registry.getMetricsAsArray().map((metric) => metric.name)]);
};

describe('the metrics compose profile', () => {
  it('runs Prometheus and Grafana under the profile, published on this machine only', () => {
    for (const name of ['prometheus', 'grafana']) {
      expect(services[name]?.profiles).toEqual(['metrics']);
      for (const port of services[name]?.ports ?? []) expect(port).toMatch(/^'?127\.0\.0\.1:/);
      for (const volume of services[name]?.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./')) expect(existsSync(resolve(root, source)), source).toBe(true);
      }
    }
  });

  it('scrapes every gateway on its metrics port, which is not published', () => {
    const gatewayJob = scrapeConfigs.find((config) => config.job_name === 'gateway');
    for (const name of ['gateway', 'gateway-2']) {
      const metricsPort = services[name]?.environment?.['METRICS_PORT'];
      expect(gatewayJob?.dns_sd_configs[0]?.names).toContain(name);
      expect(String(gatewayJob?.dns_sd_configs[0]?.port)).toBe(metricsPort);
      expect(services[name]?.ports?.some((port) => port.endsWith(`:${metricsPort}`))).toBe(false);
    }
    expect(scrapeConfigs.map((config) => config.job_name)).toContain('mock-upstream');
  });

  it('reads the provisioned Prometheus and asks only for series the apps define', () => {
    const datasources = parse(read('ops/grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: Array<{ uid: string }>;
    };
    const uid = datasources.datasources[0]?.uid;
    const defined = definedSeries();
    const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []);
    expect(queries.length).toBeGreaterThan(10);
    for (const panel of dashboard.panels) if (panel.datasource) expect(panel.datasource.uid).toBe(uid);
    for (const { expr } of queries) {
      const series = [...expr.matchAll(/\b((?:gateway|mock|nodejs|process)_[a-z0-9_]+)/g)].map((match) =>
        (match[1] ?? '').replace(/_(bucket|count|sum)$/, ''),
      );
      expect(series.length, expr).toBeGreaterThan(0);
      for (const name of series) expect(defined.has(name), `${name} in ${expr}`).toBe(true);
    }
  });
});
