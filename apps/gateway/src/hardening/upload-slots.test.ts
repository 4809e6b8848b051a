import { describe, expect, it } from 'vitest';
import { UploadSlots } from './upload-slots.js';

describe('UploadSlots', () => {
  it('hands out as many slots as it has, then none until one is given back', () => {
    const slots = new UploadSlots(2);
    const first = slots.tryTake();
    expect(slots.tryTake()).not.toBeNull();
    expect(slots.tryTake()).toBeNull();
    first?.();
    expect(slots.tryTake()).not.toBeNull();
    expect(slots.tryTake()).toBeNull();
  });

  it('counts a slot given back twice once', () => {
    const slots = new UploadSlots(1);
    const release = slots.tryTake();
    release?.();
    release?.();
    expect(slots.tryTake()).not.toBeNull();
    expect(slots.tryTake()).toBeNull();
  });
});
