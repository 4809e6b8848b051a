// Writes .br and .gz siblings next to every compressible file in dist/, so the
// gateway can serve pre-compressed bytes instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname,join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants,gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

let count = 0;
for await (const file of walk(DIST)) {
  const source = await readFile(file);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
process.stdout.write(`precompress: ${count} files → .br and .gz\n`);
