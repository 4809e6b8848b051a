import { describe, expect, it } from 'vitest';
import { ZWireDownlineDetailSchema, ZWireDownlineSchema } from '@site/contracts';
import { toDownline, toDownlineDetail } from './agent-downlines.js';

const WIRE = {
  memberId: 17,
  username: 'player17',
  nickname: null,
  type: 0,
  level: 1,
  uplineUsername: 'agent3',
  status: 'active',
  registeredAt: 1_764_000_000_000,
  lastLoginAt: null,
  balance: '12.5',
  teamSize: 0,
  rebates: [{ gameType: 'RNG', rate: 0.5 }],
};

describe('toDownline', () => {
  it('carries the restriction in force, times as epoch ms', () => {
    const restriction = { kind: 'self_exclusion', since: '1764000000000', until: 1_779_000_000_000 };
    expect(toDownline(ZWireDownlineSchema.parse({ ...WIRE, restriction }))).toMatchObject({
      memberId: '17',
      balance: 1250,
      restriction: { kind: 'self_exclusion', since: 1_764_000_000_000, until: 1_779_000_000_000 },
    });
    const detail = ZWireDownlineDetailSchema.parse({
      ...WIRE,
      restriction: { kind: 'restricted', since: 1, until: null },
      maxRebates: [],
    });
    expect(toDownlineDetail(detail).restriction).toEqual({ kind: 'restricted', since: 1, until: null });
  });

  it('answers no restriction when the wire has none or null', () => {
    expect(toDownline(ZWireDownlineSchema.parse(WIRE)).restriction).toBeNull();
    expect(toDownline(ZWireDownlineSchema.parse({ ...WIRE, restriction: null })).restriction).toBeNull();
  });
});
