import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CALL_REGISTRY,
  catalogueReport,
  IS_CATALOGUE_COVERAGE_REQUIRED,
  resolveCatalogue,
} from '@site/contracts/registry';

/** The non-test TypeScript files under `dir`. */
const listSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return listSources(path);
    return item.name.endsWith('.ts') && !item.name.endsWith('.test.ts') ? [path] : [];
  });

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const sourceDir = fileURLToPath(new URL('.', import.meta.url));
const sources = listSources(sourceDir).map((file) => ({
  file: file.slice(sourceDir.length),
  text: withoutComments(readFileSync(file, 'utf8')),
}));

/** The files that name `<GROUP>_PATHS.<name>`. */
const usesOf = (group: string, name: string) => {
  const reference = new RegExp(`\\b${group.toUpperCase()}_PATHS\\.${name}\\b`);
  return sources.filter((source) => reference.test(source.text)).map((source) => source.file);
};

describe('the gateway against the call registry', () => {
  it.each(CALL_REGISTRY.map((entry) => [`${entry.group}.${entry.name}`, entry] as const))(
    '%s: used by the gateway exactly when registered so',
    (_label, entry) => {
      const uses = usesOf(entry.group, entry.name);
      if (entry.gateway) expect(uses, 'no gateway source makes this call').not.toHaveLength(0);
      else expect(uses, 'registered gateway: false').toEqual([]);
    },
  );

  it('makes the calls of the public catalogue (the figure, and what is missing by group)', () => {
    const report = catalogueReport(
      'gateway',
      resolveCatalogue(),
      ({ entry, isDeclared }) => isDeclared && entry !== null && usesOf(entry.group, entry.name).length > 0,
    );
    process.stdout.write(`${report.text}\n`);
    if (IS_CATALOGUE_COVERAGE_REQUIRED) expect(report.missing.map((call) => call.path)).toEqual([]);
  });

  it('names no /wps or /lgw path outside the _PATHS maps', () => {
    const literal = /['"`]\/(wps|lgw)\//;
    expect(sources.filter((source) => literal.test(source.text)).map((source) => source.file)).toEqual([]);
  });
});
