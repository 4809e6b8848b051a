import { describe, expect, it } from 'vitest';
import { fairFloats } from '../../core/play/fair/fair-rng.js';
import { fairFloatStream, fairFloatStreamFrom } from './fair-stream.js';

describe('fairFloatStream', () => {
  it('gives the same floats as fairFloats, across blocks', () => {
    const inputs = { serverSeed: 'server', clientSeed: 'client', nonce: 3 };
    const next = fairFloatStream(inputs.serverSeed, inputs.clientSeed, inputs.nonce);
    const streamed = Array.from({ length: 20 }, () => next());
    expect(streamed).toEqual(fairFloats(inputs, 20));
    const resumed = fairFloatStreamFrom('server', 'client', 3, 9);
    expect(resumed()).toBe(streamed[9]);
  });
});
