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
};

describe('docker-compose.yml', () => {
  it('passes dclint, which validates it against the compose specification schema offline', () => {
    const dclint = resolve(require.resolve('dclint/package.json'), '..', 'bin/dclint.cjs');
    const run = () => execFileSync(process.execPath, [dclint, composePath], { encoding: 'utf8' });
    expect(run).not.toThrow();
  });

  it('builds from Dockerfiles that exist and runs two gateways under the scale profile', () => {
    // The gateways share one definition through a YAML merge key.
    const compose = parse(readFileSync(composePath, 'utf8'), { merge: true }) as {
      services: Record<string, TService>;
    };
    const services = compose.services;
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
});
