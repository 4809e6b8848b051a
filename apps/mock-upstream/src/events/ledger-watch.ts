import { eq, gt, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ledgerEntries, wallets } from '../db/schema.js';
import { publishBalance } from './member-events.js';

/** The newest ledger entry id when each request came in. */
const watermarks = new WeakMap<FastifyRequest, number>();

/**
 * Publishes the balance of every member whose wallets moved while a request
 * ran, after its reply (so after every commit). For the game routes, where
 * bets and wins go through many engines and settle lazily for any player,
 * watching the ledger is the one place that sees them all. Overlapping
 * requests may publish a balance twice; the event carries the current state,
 * so a repeat is harmless.
 */
export const publishBalancesOfLedgerMoves = (app: FastifyInstance): void => {
  const newestEntryId = () =>
    app.db
      .select({ id: max(ledgerEntries.id) })
      .from(ledgerEntries)
      .get()?.id ?? 0;

  app.addHook('onRequest', async (request) => {
    watermarks.set(request, newestEntryId());
  });

  app.addHook('onResponse', async (request) => {
    const since = watermarks.get(request);
    if (since === undefined || newestEntryId() === since) return;
    const moved = app.db
      .selectDistinct({ memberId: wallets.memberId })
      .from(ledgerEntries)
      .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
      .where(gt(ledgerEntries.id, since))
      .all();
    for (const { memberId } of moved) publishBalance(app, memberId);
  });
};
