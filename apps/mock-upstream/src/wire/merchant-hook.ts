import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { merchants } from '../db/schema.js';
import { wireErrors } from './envelope.js';
import { countRawHeader, readHeader } from './headers.js';

/**
 * onRequest hook of the /wps routes: the `Merchant` header must be sent
 * exactly once and name a known merchant (docs/upstream.md §1: a duplicate gets 400
 * `function.not.available`).
 */
export async function requireMerchant(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.isMerchantOptional) return;
  const code = readHeader(request, 'merchant');
  if (countRawHeader(request, 'merchant') !== 1 || !code) {
    throw wireErrors.functionNotAvailable('The Merchant header must be sent exactly once');
  }
  const merchant = request.server.db.select().from(merchants).where(eq(merchants.code, code)).get();
  if (!merchant) throw wireErrors.functionNotAvailable(`Unknown merchant ${code}`);
  request.merchant = merchant;
}
