import type { TClock } from '../clock.js';

/** A clock that moves only when told, so timeouts and windows are tested without sleeping. */
export class FakeClock implements TClock {
  constructor(private time = Date.UTC(2026, 10, 22, 9, 0, 0)) {}

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    this.time += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
