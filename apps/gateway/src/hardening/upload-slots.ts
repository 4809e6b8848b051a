import type { TOnRefused } from './refusals.js';

/**
 * A counting semaphore that never queues: one slot per large body being read
 * and handled, so a burst of uploads cannot hold more memory than `capacity`
 * of them (about 80 MB each in flight). A request that finds no free slot is
 * refused at once, before its body is read, rather than waiting with its
 * connection open.
 */
export class UploadSlots {
  private taken = 0;

  constructor(
    private readonly capacity: number,
    private readonly onRefused: TOnRefused = () => undefined,
  ) {}

  /** A slot and the function that gives it back (once, however often it is called), or null when all are taken. */
  tryTake(): (() => void) | null {
    if (this.taken >= this.capacity) {
      this.onRefused('uploadSlots');
      return null;
    }
    this.taken += 1;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.taken -= 1;
    };
  }
}
