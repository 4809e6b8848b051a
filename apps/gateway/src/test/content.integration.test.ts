import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_GROUPS, type TBanner, type TPopup } from '@site/contracts';
import { createQaMember, DEMO_PLAYER, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());

const idsOf = (items: Array<{ id: string }> | undefined): string[] =>
  (items ?? []).map((item) => item.id).sort();

describe('banners', () => {
  it('answers the banners of each placement, and only those', async () => {
    const visitor = new GatewayVisitor(stack.app);
    const byGroup = new Map<string, string[]>();
    for (const group of BANNER_GROUPS) {
      const result = await visitor.query<{ items: TBanner[] }>('content.banners', { group });
      expect(result.status).toBe(200);
      expect(result.data?.items.length).toBeGreaterThan(0);
      byGroup.set(group, idsOf(result.data?.items));
    }
    const all = [...byGroup.values()].flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('refuses an unknown placement', async () => {
    const result = await new GatewayVisitor(stack.app).query('content.banners', { group: 'm_home' });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('validation_failed');
  });
});

describe('popups', () => {
  it('shows guests B, members A, and A plus F right after a first login', async () => {
    const guest = await new GatewayVisitor(stack.app).query<{ items: TPopup[] }>('content.popups', {});
    const member = new GatewayVisitor(stack.app);
    await member.mutate('session.login', DEMO_PLAYER);
    const regular = await member.query<{ items: TPopup[] }>('content.popups', {});
    const firstLogin = await member.query<{ items: TPopup[] }>('content.popups', { firstLogin: true });

    for (const result of [guest, regular, firstLogin]) {
      expect(result.status).toBe(200);
      expect(result.data?.items.length).toBeGreaterThan(0);
    }
    const guestIds = idsOf(guest.data?.items);
    const memberIds = idsOf(regular.data?.items);
    const firstLoginIds = idsOf(firstLogin.data?.items);
    expect(guestIds.filter((id) => memberIds.includes(id))).toEqual([]);
    expect(firstLoginIds).toEqual(expect.arrayContaining(memberIds));
    expect(firstLoginIds.length).toBeGreaterThan(memberIds.length);
    // A guest asking for first-login popups still gets the guest ones.
    const guestFirst = await new GatewayVisitor(stack.app).query<{ items: TPopup[] }>('content.popups', {
      firstLogin: true,
    });
    expect(idsOf(guestFirst.data?.items)).toEqual(guestIds);
  });

  it('shows a first-login member the F popups', async () => {
    const member = await createQaMember(stack.mock, 'first-login');
    const visitor = new GatewayVisitor(stack.app);
    const login = await visitor.mutate<{ firstTimeLogin: boolean }>('session.login', {
      username: member.username,
      password: member.password,
    });
    expect(login.data?.firstTimeLogin).toBe(true);
    const popups = await visitor.query<{ items: TPopup[] }>('content.popups', { firstLogin: true });
    expect(popups.data?.items.length).toBeGreaterThan(0);
  });
});

describe('notices', () => {
  it('shows guests and members their own notices, with the HTML for the notice modal', async () => {
    const guest = await new GatewayVisitor(stack.app).query<{ items: TPopup[] }>('content.notices', {});
    const member = new GatewayVisitor(stack.app);
    await member.mutate('session.login', DEMO_PLAYER);
    const regular = await member.query<{ items: TPopup[] }>('content.notices', {});

    expect(guest.data?.items.map((item) => item.title)).toEqual([
      'New here? Try our free demo games before you register.',
    ]);
    expect(regular.data?.items.map((item) => item.title)).toEqual([
      'Withdrawals now arrive in 5 minutes on average.',
    ]);
    expect(regular.data?.items[0]?.contentHtml).toContain('<p>');
    expect(regular.data?.items[0]?.startDate).toEqual(expect.any(Number));
  });
});
