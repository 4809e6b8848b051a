import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module shared with `npm run bench`, no type declarations
import { main } from './ledger-throughput.mjs';

describe('ledger bench', () => {
  it('runs both paths to the same balances and entries and reports their rates', async () => {
    // A small run: the figures are the bench's job; this checks the two paths do the same work.
    const result = await main(['300']);
    expect(result.ledgerRate).toBeGreaterThan(0);
    expect(result.rawRate).toBeGreaterThan(0);
    expect(result.ratio).toBeCloseTo(result.ledgerRate / result.rawRate, 6);
  }, 60_000);
});
