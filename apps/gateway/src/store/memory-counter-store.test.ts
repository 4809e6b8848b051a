import { describe } from 'vitest';
import { FakeClock } from '../test/fake-clock.js';
import { counterStoreContract } from './counter-store-contract.js';
import { MemoryCounterStore } from './memory-counter-store.js';

describe('MemoryCounterStore', () => {
  const clock = new FakeClock();
  counterStoreContract(
    () => new MemoryCounterStore(clock),
    (name) => name,
    async (ms) => clock.advance(ms),
    60_000,
  );
});
