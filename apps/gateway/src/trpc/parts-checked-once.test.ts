import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZSiteStatusSchema, ZWireSystemStatusSchema } from '@site/contracts';
import { encryptTrailingKeyText } from '@site/wire-crypto';
import { testConfig } from '../test/test-config.js';
import { toSiteStatus } from './mappers/site-status.js';
import { withPartsCheckedOnce } from './parts-checked-once.js';
import { ZStatusOutputSchema, ZStatusReplySchema } from './routers/system/status.js';

const fallbackSite = testConfig().site;

/** A status reply as the upstream sends it: a fresh key per customer-service path, the visitor's IP. */
const statusReply = (ip: string, info: Record<string, unknown> = {}) => ({
  info: {
    customerService: [
      { csType: 'LIVECHAT', title: 'Chat', path: encryptTrailingKeyText('https://chat.example/') },
    ],
    whitelabel: [{ modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '0' }] }],
    register: { username: { enabled: '1', required: 'Y', minLength: '4', maxLength: 12 } },
    resources: [{ resourceType: 'Android', url: 'https://a.example/app.apk', labelNameEn: 'Android app' }],
    unknownField: 'dropped',
    ...info,
  },
  location: { ip, city: 'Manila' },
  maintenance: '0',
});

describe('withPartsCheckedOnce', () => {
  const ZThing = z.object({
    shared: z.object({ count: z.coerce.number(), tags: z.array(z.string()).default([]) }),
    own: z.string(),
    optional: z.string().optional(),
  });

  it('gives what the schema gives, in its key order, and checks the shared part once per content', () => {
    let sharedChecks = 0;
    const ZCounted = ZThing.extend({
      shared: ZThing.shape.shared.transform((shared) => {
        sharedChecks += 1;
        return shared;
      }),
    });
    const checked = withPartsCheckedOnce(ZCounted, ['shared']);
    const first = { own: 'a', shared: { count: '3' }, extra: 1 };
    const result = checked.parse(first);
    expect(result).toEqual(ZThing.parse(first));
    expect(Object.keys(result)).toEqual(Object.keys(ZThing.parse(first)));
    expect(sharedChecks).toBe(1);
    // Same shared content, other per-call part: the shared result is reused, frozen.
    const second = checked.parse({ own: 'b', shared: { count: '3' } });
    expect(second).toEqual({ shared: { count: 3, tags: [] }, own: 'b' });
    expect(second.shared).toBe(result.shared);
    expect(Object.isFrozen(second.shared)).toBe(true);
    expect(sharedChecks).toBe(1);
    checked.parse({ own: 'c', shared: { count: '4' } });
    expect(sharedChecks).toBe(2);
  });

  it('checks a changed shared part again, and refuses a bad one with the schema’s paths', () => {
    const checked = withPartsCheckedOnce(ZThing, ['shared']);
    const input = { own: 'a', shared: { count: '3', tags: ['x'] } };
    const before = checked.parse(input);
    // The caller changes its input afterwards: the remembered content is a copy, so this is a new content.
    input.shared.tags.push('y');
    expect(checked.parse(input).shared).toEqual({ count: 3, tags: ['x', 'y'] });
    expect(before.shared.tags).toEqual(['x']);
    const refused = checked.safeParse({ own: 'a', shared: { count: 'many' } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual(
      ZThing.safeParse({ own: 'a', shared: { count: 'many' } }).error?.issues.map((issue) => issue.path),
    );
    // A refused shared part is not remembered, and a bad per-call part is refused with a good shared one.
    expect(
      checked.safeParse({ own: 1, shared: { count: '3', tags: ['x', 'y'] } }).error?.issues[0]?.path,
    ).toEqual(['own']);
    expect(checked.safeParse('not an object').success).toBe(false);
  });

  it('keeps a bounded number of shared contents, so alternating ones stay correct', () => {
    const checked = withPartsCheckedOnce(ZThing, ['shared']);
    for (let round = 0; round < 3; round += 1)
      for (let count = 0; count < 6; count += 1)
        expect(checked.parse({ own: 'a', shared: { count: String(count) } }).shared.count).toBe(count);
  });
});

describe('the site status checked once per upstream answer', () => {
  it('reads a reply as the contract schema does, with the visitor’s own IP every time', () => {
    for (const ip of ['198.51.100.4', '203.0.113.9', '198.51.100.4']) {
      const reply = statusReply(ip);
      const checked = ZStatusReplySchema.parse(reply);
      expect(checked).toEqual(ZWireSystemStatusSchema.parse(reply));
      expect(checked.location.ip).toBe(ip);
      const answer = ZStatusOutputSchema.parse(toSiteStatus(checked, fallbackSite, () => {}));
      expect(answer).toEqual(ZSiteStatusSchema.parse(toSiteStatus(checked, fallbackSite, () => {})));
      expect(answer.ip).toBe(ip);
      expect(answer.customerService).toEqual([
        { csType: 'LIVECHAT', title: 'Chat', url: 'https://chat.example/' },
      ]);
    }
  });

  it('validates a changed upstream answer again: a new flag shows, a broken one is refused', () => {
    const before = ZStatusOutputSchema.parse(
      toSiteStatus(ZStatusReplySchema.parse(statusReply('198.51.100.4')), fallbackSite, () => {}),
    );
    expect(before.flags).toEqual({ COMM3: true, FREEPLAY3: false });
    const switched = statusReply('198.51.100.4', {
      whitelabel: [{ modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1' }] }],
    });
    const after = ZStatusOutputSchema.parse(
      toSiteStatus(ZStatusReplySchema.parse(switched), fallbackSite, () => {}),
    );
    expect(after.flags).toEqual({ COMM3: true, FREEPLAY3: true });
    const broken = statusReply('198.51.100.4', { whitelabel: [{ modId: 'COMM3', enabled: 'maybe' }] });
    const refused = ZStatusReplySchema.safeParse(broken);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(
      ZWireSystemStatusSchema.safeParse(broken).error?.issues[0]?.path,
    );
    // A reply without the visitor's location is refused even when its settings were checked before.
    const { location: _location, ...withoutLocation } = statusReply('198.51.100.4');
    expect(ZStatusReplySchema.safeParse(withoutLocation).success).toBe(false);
  });

  it('shares the settings between visitors frozen, so one caller cannot change the next one’s', () => {
    const first = ZStatusReplySchema.parse(statusReply('198.51.100.4'));
    const second = ZStatusReplySchema.parse(statusReply('203.0.113.9'));
    expect(second.info.register).toBe(first.info.register);
    expect(Object.isFrozen(first.info.register)).toBe(true);
    expect(() => {
      (first.info.whitelabel as { modId: string }[]).push({ modId: 'X' });
    }).toThrow(TypeError);
    expect(Object.isFrozen(first.location)).toBe(false);
    expect(first.location).not.toBe(second.location);
  });
});
