import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_REGISTRY,
  catalogueReport,
  GROUP_TWIN_PATHS,
  IS_CATALOGUE_COVERAGE_REQUIRED,
  resolveCatalogue,
  type TCallEntry,
} from '@site/contracts/registry';
import { createInMemoryMock, type TInMemoryMock } from './test/test-app.js';
import { decryptEncryptedBody } from './wire/encrypted-body.js';

type TServedRoute = { methods: string[]; url: string; isEncrypted: boolean };

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** `/wps/session/login/:provider` matches `/wps/session/login/google`. */
const matchesPath = (pattern: string, url: string): boolean =>
  new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(url);

const isUpstreamCall = (url: string) => url.startsWith('/wps/') || url.startsWith('/lgw/');

let mock: TInMemoryMock;
const served: TServedRoute[] = [];

beforeAll(async () => {
  mock = await createInMemoryMock({
    beforeReady: (app) =>
      app.addHook('onRoute', (route: RouteOptions) => {
        served.push({
          methods: asArray(route.method).map(String),
          url: route.url,
          isEncrypted: asArray(route.preValidation).includes(decryptEncryptedBody),
        });
      }),
  });
});
afterAll(async () => mock.close());

const registeredPaths = new Set(CALL_REGISTRY.map((entry) => entry.path));

/** Legacy twins the mock serves alike, each with the registry entry of the call it twins. */
const twinEntries = Object.entries(GROUP_TWIN_PATHS).flatMap(([group, twins]) =>
  Object.entries(twins ?? {}).map(([name, path]) => {
    const twinned = CALL_REGISTRY.find((entry) => entry.group === group && entry.name === name);
    if (!twinned) throw new Error(`the twin ${path} twins no registered call`);
    return { ...twinned, path };
  }),
);

/** The mock's routes of a call; a parametrised path leaves the paths registered on their own to them. */
const routesOf = (entry: TCallEntry) =>
  served.filter(
    (route) =>
      route.methods.includes(entry.method) &&
      (route.url === entry.path || (!registeredPaths.has(route.url) && matchesPath(entry.path, route.url))),
  );

describe('the mock against the call registry', () => {
  const mockCalls = CALL_REGISTRY.filter((entry) => entry.mock);

  it.each(mockCalls.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    'serves %s',
    (_label, entry) => {
      if (entry.path.includes(':')) expect(routesOf(entry)).not.toHaveLength(0);
      else expect(mock.app.hasRoute({ method: entry.method, url: entry.path })).toBe(true);
    },
  );

  it.each(twinEntries.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    'serves the twin %s',
    (_label, entry) => {
      expect(mock.app.hasRoute({ method: entry.method, url: entry.path })).toBe(true);
    },
  );

  it('decrypts the body of exactly the encrypted calls', () => {
    for (const entry of [...mockCalls, ...twinEntries]) {
      for (const route of routesOf(entry)) {
        expect(route.isEncrypted, `${entry.method} ${route.url}`).toBe(entry.encrypted);
      }
    }
  });

  it('serves no /wps or /lgw call the registry lacks', () => {
    const unregistered = served
      .filter((route) => isUpstreamCall(route.url))
      .filter((route) => ![...mockCalls, ...twinEntries].some((entry) => matchesPath(entry.path, route.url)))
      .map((route) => `${route.methods.join(',')} ${route.url}`);
    expect(unregistered).toEqual([]);
  });

  it('serves the calls of the public catalogue (the figure, and what is missing by group)', () => {
    const isServed = (method: string, path: string) =>
      served.some((route) => route.methods.includes(method) && matchesPath(route.url, path));
    const report = catalogueReport(
      'mock',
      resolveCatalogue(),
      ({ entry, isDeclared, path, twins }) =>
        isDeclared &&
        entry !== null &&
        entry.mock &&
        [path, ...twins].every((callPath) => isServed(entry.method, callPath)),
    );
    process.stdout.write(`${report.text}\n`);
    if (IS_CATALOGUE_COVERAGE_REQUIRED) expect(report.missing.map((call) => call.path)).toEqual([]);
  });

  it('names no /wps or /lgw path outside the _PATHS maps', () => {
    const sourceDir = fileURLToPath(new URL('.', import.meta.url));
    const literal = /['"`]\/(wps|lgw)\//;
    const offenders = listSources(sourceDir).filter((file) =>
      literal.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The non-test TypeScript files under `dir`. */
const listSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return listSources(path);
    return item.name.endsWith('.ts') && !item.name.endsWith('.test.ts') ? [path] : [];
  });
