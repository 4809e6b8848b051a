import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const composePath = resolve(root, 'docker-compose.yml');
const require = createRequire(import.meta.url);

type TService = {
  build?: { dockerfile?: string };
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
};

/** The services, the gateways' shared definition merged in. */
const readServices = (): Record<string, TService> =>
  (parse(readFileSync(composePath, 'utf8'), { merge: true }) as { services: Record<string, TService> })
    .services;

describe('docker-compose.yml', () => {
  it('passes dclint, which validates it against the compose specification schema offline', () => {
    const dclint = resolve(require.resolve('dclint/package.json'), '..', 'bin/dclint.cjs');
    const run = () => execFileSync(process.execPath, [dclint, composePath], { encoding: 'utf8' });
    expect(run).not.toThrow();
  });

  it('builds from Dockerfiles that exist and runs two gateways under the scale profile', () => {
    const services = readServices();
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['mock-upstream', 'gateway', 'gateway-2', 'redis']),
    );
    for (const service of Object.values(services)) {
      if (service.build?.dockerfile)
        expect(() => readFileSync(resolve(root, service.build!.dockerfile!))).not.toThrow();
    }
    expect(services['gateway-2']?.profiles).toEqual(['scale']);
    expect(services.gateway?.environment?.REDIS_URL).toMatch(/^redis:\/\//);
  });

  it('waits for ready services: the gateway on /readyz (upstream and Redis), Redis on PING', () => {
    const services = readServices();
    expect(services.gateway?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(services['mock-upstream']?.healthcheck?.test.join(' ')).toContain('/healthz');
    expect(services.redis?.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    expect(services.gateway?.depends_on).toEqual({
      'mock-upstream': { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
  });

  it('takes the shared secrets from the environment, with no default: the images run in production', () => {
    const services = readServices();
    // service → [its environment variable, the variable compose takes it from]
    const secretsOf = {
      gateway: [
        ['GATEWAY_SECRET', 'GATEWAY_SECRET'],
        ['FEED_KEY', 'FEED_KEY'],
      ],
      'gateway-2': [
        ['GATEWAY_SECRET', 'GATEWAY_SECRET'],
        ['FEED_KEY', 'FEED_KEY'],
      ],
      'mock-upstream': [
        ['FEED_KEY', 'FEED_KEY'],
        ['SEAMLESS_KEY', 'SEAMLESS_KEY'],
      ],
      grafana: [['GF_SECURITY_ADMIN_PASSWORD', 'GRAFANA_ADMIN_PASSWORD']],
    };
    for (const [name, secrets] of Object.entries(secretsOf)) {
      for (const [key, variable] of secrets) {
        // `${NAME:?message}`: compose stops with the message when NAME is unset or empty.
        expect(services[name]?.environment?.[key], `${name} ${key}`).toMatch(
          new RegExp(`^\\$\\{${variable}:\\?[^}]+\\}$`),
        );
      }
    }
    expect(readFileSync(composePath, 'utf8')).not.toMatch(/change-me|\$\{GATEWAY_SECRET:?-/);
  });

  it('gives every service a restart policy', () => {
    for (const [name, service] of Object.entries(readServices())) {
      expect(service.restart, name).toMatch(/^(always|unless-stopped|on-failure(:\d+)?)$/);
    }
  });

  it("lets each gateway answer at its published address: the site's origins name its host", () => {
    for (const [name, service] of Object.entries(readServices())) {
      if (!name.startsWith('gateway')) continue;
      const origins = service.environment?.ALLOWED_ORIGINS?.split(',') ?? [];
      for (const port of service.ports ?? []) {
        const [address, published] = port.split(':');
        expect(origins).toContain(`http://${address}:${published}`);
        expect(origins).toContain(`http://localhost:${published}`);
      }
    }
  });
});
