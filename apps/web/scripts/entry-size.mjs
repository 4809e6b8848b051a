// Sums the gzip size of the JavaScript that index.html loads for "/" (the
// entry script and its modulepreloads) and fails when it exceeds the budget.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const html = await readFile(`${DIST}index.html`, 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
].map((match) => match[1]);

let totalBytes = 0;
for (const file of scripts) {
  const gzipBytes = gzipSync(await readFile(`${DIST}${file}`), { level: 9 }).length;
  totalBytes += gzipBytes;
  process.stdout.write(`${(gzipBytes / 1024).toFixed(2).padStart(8)} KB  ${file}\n`);
}
const totalKb = totalBytes / 1024;
process.stdout.write(`${totalKb.toFixed(2).padStart(8)} KB  total gzip for "/" (budget ${BUDGET_KB} KB)\n`);
if (totalKb >= BUDGET_KB) process.exitCode = 1;
