import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Local runs need a stable session secret without anyone configuring one:
 * 32 random bytes are generated once and kept in a file, so sessions survive
 * restarts. Production must configure GATEWAY_SECRET instead (see config.ts).
 */
export const readOrCreateLocalSecret = (file: string): string => {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 0600: the secret unlocks every session cookie.
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};
