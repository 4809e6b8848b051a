// `node scripts/group-index.mjs` (`npm run docs:index`): writes docs/group-index.md,
// the files of each call group in each layer, from the tree as it is. With
// `--check` it writes nothing and exits 1 when the checked-in index differs.
// scripts/group-index.test.ts runs the same check. Sorted by code unit, so the
// output depends on the files alone, not on the machine's locale or file system.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INDEX_PATH = 'docs/group-index.md';
export const REGISTRY_PATH = 'packages/contracts/src/wire/registry.ts';

/** Each layer's place for a group's files: one file per contracts side, one folder elsewhere. */
const GROUP_LAYERS = [
  { layer: 'contracts, wire', place: (group) => `packages/contracts/src/wire/${group}.ts` },
  { layer: 'contracts, api', place: (group) => `packages/contracts/src/api/${group}.ts` },
  { layer: 'gateway', place: (group) => `apps/gateway/src/trpc/routers/${group}/` },
  { layer: 'mock', place: (group) => `apps/mock-upstream/src/domains/${group}/` },
  { layer: 'web', place: (group) => `apps/web/src/features/${group}/` },
];

/** The folders whose sub-folders are named after the groups, with their layer. */
const GROUP_FOLDERS = [
  { layer: 'gateway', dir: 'apps/gateway/src/trpc/routers' },
  { layer: 'mock', dir: 'apps/mock-upstream/src/domains' },
  { layer: 'web', dir: 'apps/web/src/features' },
];

/** The contracts folders whose files are named after the groups. */
const GROUP_FILE_FOLDERS = ['packages/contracts/src/wire', 'packages/contracts/src/api'];

/** What the groups stand on, in each layer (docs/architecture.md, "Where each kind of code lives"). */
const SHARED_PLACES = [
  { layer: 'contracts', place: 'packages/contracts/src/domain/' },
  { layer: 'gateway', place: 'apps/gateway/src/trpc/mappers/' },
  { layer: 'mock', place: 'apps/mock-upstream/src/core/' },
  { layer: 'web', place: 'apps/web/src/components/' },
  { layer: 'web', place: 'apps/web/src/lib/' },
];

/** Code-unit order: the same on every machine, unlike localeCompare. */
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** The call groups in CALL_GROUPS order, read from the registry's source (no build needed). */
export const callGroupsIn = (root) => {
  const source = readFileSync(join(root, REGISTRY_PATH), 'utf8');
  const list = /export const CALL_GROUPS = \[([^\]]*)\]/.exec(source)?.[1];
  const groups = [...(list ?? '').matchAll(/'([a-z][a-z-]*)'/g)].map((match) => match[1]);
  if (groups.length === 0) throw new Error(`no CALL_GROUPS found in ${REGISTRY_PATH}`);
  return groups;
};

const isHidden = (name) => name.startsWith('.');

/** The files under a folder, as paths relative to it, sorted; none when it is missing. */
const filesUnder = (root, dir) => {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(join(root, dir, relative), { withFileTypes: true })) {
      if (isHidden(entry.name) || entry.name === 'node_modules') continue;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(path);
    }
  };
  if (existsSync(join(root, dir))) walk('');
  return found.sort(byCodeUnit);
};

const isFile = (root, path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile();

const code = (text) => `\`${text}\``;

/** One folder's files as list lines: its top files first, then one line per sub-folder. */
const folderLines = (root, place) => {
  const files = filesUnder(root, place);
  const bySubfolder = new Map();
  for (const file of files) {
    const slash = file.lastIndexOf('/');
    const folder = slash === -1 ? '' : file.slice(0, slash + 1);
    bySubfolder.set(folder, [...(bySubfolder.get(folder) ?? []), file.slice(slash + 1)]);
  }
  return [...bySubfolder.keys()]
    .sort(byCodeUnit)
    .map((folder) => `  - ${code(folder || './')}: ${bySubfolder.get(folder).map(code).join(', ')}`);
};

/** A layer's lines for one place: a file on one line, a folder with its file count and its sub-folders. */
const placeLines = (root, layer, place) => {
  if (!place.endsWith('/'))
    return [`- ${layer}: ${isFile(root, place) ? code(place) : `none (no ${code(place)})`}`];
  const count = filesUnder(root, place).length;
  if (count === 0) return [`- ${layer}: none (no ${code(place)})`];
  return [
    `- ${layer}: ${code(place)}, ${count} ${count === 1 ? 'file' : 'files'}`,
    ...folderLines(root, place),
  ];
};

/** What sits in a group place but is named after no group: the files the groups share there. */
const outsideGroups = (root, groups) => {
  const named = new Set(groups);
  const lines = [];
  for (const dir of GROUP_FILE_FOLDERS) {
    const strays = filesUnder(root, dir).filter(
      (file) => !file.includes('/') && !named.has(file.replace(/\.ts$/, '')),
    );
    if (strays.length > 0) lines.push(`- ${code(`${dir}/`)}: ${strays.map(code).join(', ')}`);
  }
  for (const { layer, dir } of GROUP_FOLDERS) {
    if (!existsSync(join(root, dir))) continue;
    const entries = readdirSync(join(root, dir), { withFileTypes: true }).filter(
      (entry) => !isHidden(entry.name),
    );
    const strayFiles = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    if (strayFiles.length > 0)
      lines.push(`- ${code(`${dir}/`)}: ${strayFiles.sort(byCodeUnit).map(code).join(', ')}`);
    const strayFolders = entries
      .filter((entry) => entry.isDirectory() && !named.has(entry.name))
      .map((entry) => entry.name)
      .sort(byCodeUnit);
    for (const folder of strayFolders)
      lines.push(...placeLines(root, `${layer}, not a call group`, `${dir}/${folder}/`));
  }
  return lines;
};

/** The whole index as Markdown (Prettier leaves it as it is). */
export const groupIndex = (root) => {
  const groups = callGroupsIn(root);
  const lines = [
    '# Files by call group',
    '',
    `Generated by \`node scripts/group-index.mjs\` (\`npm run docs:index\`) from the tree: do not edit it by hand.`,
    '`scripts/group-index.test.ts` fails when it differs from what the script writes now. The groups are',
    `\`CALL_GROUPS\` of \`${REGISTRY_PATH}\`, in its order; what each layer's place holds and the`,
    'rules between them are in `docs/architecture.md`.',
    '',
    `Groups: ${groups.map(code).join(', ')}.`,
  ];
  for (const group of groups) {
    lines.push('', `## ${group}`, '');
    for (const { layer, place } of GROUP_LAYERS) lines.push(...placeLines(root, layer, place(group)));
  }
  lines.push(
    '',
    '## Outside the call groups',
    '',
    'Files in the places above that are named after no group, and the web features that are not call groups:',
    '',
    ...outsideGroups(root, groups),
    '',
    '## Shared code the groups stand on',
    '',
  );
  for (const { layer, place } of SHARED_PLACES) lines.push(...placeLines(root, layer, place));
  return `${lines.join('\n')}\n`;
};

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(import.meta.dirname, '..');
  const index = groupIndex(root);
  const target = join(root, INDEX_PATH);
  if (process.argv.includes('--check')) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== index) {
      console.error(`${INDEX_PATH} is out of date: run \`node scripts/group-index.mjs\`.`);
      process.exit(1);
    }
  } else {
    writeFileSync(target, index);
    console.log(`wrote ${INDEX_PATH}`);
  }
}
