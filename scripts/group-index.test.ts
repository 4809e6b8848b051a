import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script shared with `npm run docs:index`, no type declarations
import { callGroupsIn, groupIndex, INDEX_PATH } from './group-index.mjs';

const root = resolve(import.meta.dirname, '..');

describe('groupIndex', () => {
  const tree = mkdtempSync(join(tmpdir(), 'group-index-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const write = (path: string, text = '') => {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  };
  write(
    'packages/contracts/src/wire/registry.ts',
    "export const CALL_GROUPS = [\n  'wallet',\n  'agent',\n] as const;\n",
  );
  write('packages/contracts/src/wire/wallet.ts');
  write('packages/contracts/src/wire/common.ts');
  write('packages/contracts/src/api/wallet.ts');
  write('apps/gateway/src/trpc/routers/wallet/withdraw.ts');
  write('apps/gateway/src/trpc/routers/wallet/index.ts');
  write('apps/gateway/src/trpc/routers/wallet/mappers/withdrawal.ts');
  write('apps/mock-upstream/src/domains/wallet/routes.ts');
  write('apps/web/src/features/wallet/api/use-withdraw.ts');
  write('apps/web/src/features/home/home-page.tsx');

  const index: string = groupIndex(tree);

  it('takes the groups from CALL_GROUPS, in its order', () => {
    expect(callGroupsIn(tree)).toEqual(['wallet', 'agent']);
    expect(index.indexOf('## wallet')).toBeLessThan(index.indexOf('## agent'));
  });

  it("lists each layer's files of a group, sorted, folder by folder", () => {
    expect(index).toContain(
      [
        '- gateway: `apps/gateway/src/trpc/routers/wallet/`, 3 files',
        '  - `./`: `index.ts`, `withdraw.ts`',
        '  - `mappers/`: `withdrawal.ts`',
      ].join('\n'),
    );
    expect(index).toContain('- contracts, wire: `packages/contracts/src/wire/wallet.ts`');
  });

  it('says which layers a group is missing from', () => {
    expect(index).toContain('- contracts, api: none (no `packages/contracts/src/api/agent.ts`)');
    expect(index).toContain('- web: none (no `apps/web/src/features/agent/`)');
  });

  it('lists what is named after no group apart', () => {
    const outside = index.slice(index.indexOf('## Outside the call groups'));
    expect(outside).toContain('- `packages/contracts/src/wire/`: `common.ts`, `registry.ts`');
    expect(outside).toContain('- web, not a call group: `apps/web/src/features/home/`, 1 file');
  });
});

describe(INDEX_PATH, () => {
  it('is what `node scripts/group-index.mjs` writes from the tree now', () => {
    const checkedIn = readFileSync(resolve(root, INDEX_PATH), 'utf8');
    expect(checkedIn, `${INDEX_PATH} is out of date: run \`node scripts/group-index.mjs\``).toBe(
      groupIndex(root),
    );
  });
});
