import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const docPath = 'docs/architecture.md';

/** The top-level folders whose paths the document names. */
const REPO_PATH = /^(apps|packages|e2e|bench|scripts|docs)\//;
/** A path with a placeholder (`<group>`, `*.test.ts`, `{a,b}`) is a pattern, not a path. */
const PLACEHOLDER = /[<>*{}…]/;

/**
 * The repository paths written as inline code in a Markdown text: spans
 * outside fenced blocks that start with a top-level folder and contain no
 * whitespace or placeholder.
 */
const repoPathsIn = (markdown: string): string[] => {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  const paths = spans.filter((span) => REPO_PATH.test(span) && !/\s/.test(span) && !PLACEHOLDER.test(span));
  return [...new Set(paths)].sort();
};

/** A trailing `/` names a directory; anything else must be a file. */
const exists = (path: string): boolean => {
  try {
    const stat = statSync(resolve(root, path));
    return path.endsWith('/') ? stat.isDirectory() : stat.isFile();
  } catch {
    return false;
  }
};

describe('repoPathsIn', () => {
  it('takes inline paths, skips fenced blocks, commands and placeholders', () => {
    const markdown = [
      'See `apps/web/src/` and `docs/product.md`, run `npx vitest run scripts/x.test.ts`.',
      '```',
      '`apps/inside/a/fence.ts`',
      '```',
      'Each group: `apps/gateway/src/trpc/routers/<group>/`, tests `*.test.ts`, env `REDIS_URL`.',
    ].join('\n');
    expect(repoPathsIn(markdown)).toEqual(['apps/web/src/', 'docs/product.md']);
  });
});

describe(docPath, () => {
  const paths = repoPathsIn(readFileSync(resolve(root, docPath), 'utf8'));

  it('names repository paths', () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  it('names only paths that exist (a trailing / is a directory, otherwise a file)', () => {
    const missing = paths.filter((path) => !exists(path));
    expect(missing, `paths in ${docPath} that do not exist`).toEqual([]);
  });
});

// The contributing checklist points at the files to edit: they must exist too.
describe('CONTRIBUTING.md', () => {
  const paths = repoPathsIn(readFileSync(resolve(root, 'CONTRIBUTING.md'), 'utf8'));

  it('names only paths that exist', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(
      paths.filter((path) => !exists(path)),
      'paths in CONTRIBUTING.md that do not exist',
    ).toEqual([]);
  });
});
