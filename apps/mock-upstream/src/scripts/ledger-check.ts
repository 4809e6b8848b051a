import { existsSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { checkLedger } from '../core/money/ledger-check.js';
import { closeDatabase, openDatabase } from '../db/client.js';

/**
 * `npm run ledger:check -w apps/mock-upstream`: checks every wallet of the
 * mock's database (MOCK_DB) against its ledger; prints the ones that differ
 * and exits 1 if any.
 */
const config = loadConfig();
if (!existsSync(config.databasePath)) {
  process.stderr.write(`ledger check: no database at ${config.databasePath} (set MOCK_DB)\n`);
  process.exit(1);
}
const db = openDatabase(config.databasePath);
try {
  const mismatches = checkLedger(db);
  if (mismatches.length === 0) {
    process.stdout.write(`ledger check: every wallet agrees with its ledger (${config.databasePath})\n`);
  } else {
    process.stdout.write(`ledger check: ${mismatches.length} wallet(s) differ\n`);
    for (const mismatch of mismatches) process.stdout.write(`${JSON.stringify(mismatch)}\n`);
    process.exitCode = 1;
  }
} finally {
  closeDatabase(db);
}
