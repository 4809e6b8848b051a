// Shared secrets for a stack a bench starts with NODE_ENV=production, which
// refuses missing, published and development values (apps/*/src/config.ts).
import { randomBytes } from 'node:crypto';

/** Fresh random keys: the gateway's session secret, and the feed and seamless keys the mock and gateway share. */
export const freshProductionKeys = () => ({
  gatewaySecret: randomBytes(32).toString('hex'),
  feedKey: randomBytes(16).toString('hex'),
  seamlessKey: randomBytes(16).toString('hex'),
});
