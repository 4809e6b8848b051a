import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const projectMajor = readFileSync(resolve(root, '.nvmrc'), 'utf8').trim().split('.')[0];
const majorOf = (version: string) => version.replace(/^v/, '').split('.')[0];

describe("the project's Node", () => {
  it('runs the tests', () => {
    expect(majorOf(process.versions.node)).toBe(projectMajor);
  });

  it('is the `node` on PATH, which the e2e stack and every script start', () => {
    expect(majorOf(execFileSync('node', ['--version'], { encoding: 'utf8' }).trim())).toBe(projectMajor);
  });

  it('is what engines, the Dockerfiles and .nvmrc agree on', () => {
    const engines = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).engines.node as string;
    expect(engines).toMatch(new RegExp(`^>=${projectMajor}\\.`));
    const nvmrc = readFileSync(resolve(root, '.nvmrc'), 'utf8').trim();
    for (const dockerfile of ['apps/gateway/Dockerfile', 'apps/mock-upstream/Dockerfile']) {
      // Base images, named in FROM lines or in an ARG that a FROM line uses.
      const bases = [...readFileSync(resolve(root, dockerfile), 'utf8').matchAll(/\bnode:(\d\S*)/g)].map(
        (m) => m[1],
      );
      expect(bases.length).toBeGreaterThan(0);
      for (const base of bases) expect(base).toBe(`${nvmrc}-bookworm-slim`);
    }
  });
});
