import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_PATHS, type TWireFeedEvent } from '@site/contracts';
import { tokenOf } from '../../../test/agent-fixtures.js';
import {
  approvedDeposit,
  createRewardMember,
  rewardsCall,
  type TRewardMember,
} from '../../../test/reward-fixtures.js';
import { createInMemoryMock, register, type TInMemoryMock } from '../../../test/test-app.js';

let mock: TInMemoryMock;
const events: TWireFeedEvent[] = [];
beforeAll(async () => {
  mock = await createInMemoryMock();
  mock.app.events.subscribe(({ event }) => events.push(event));
});
afterAll(() => mock.close());

const details = async (token: string, autoGenerate = true) =>
  (
    await rewardsCall(mock.app, token, 'GET', REWARDS_PATHS.referralDetails, {
      autoGenerate: String(autoGenerate),
    })
  ).json().value;

const registerWith = (username: string, referralCode: string) =>
  register(mock.app, {
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    registerMethod: 'WEB',
    login: true,
    referralCode,
  });

describe('referral', () => {
  it('shows demo_player’s seeded code, invitations and terms', async () => {
    const value = await details(await tokenOf(mock.app, 'demo_player'), false);
    expect(value).toMatchObject({
      referralCode: 'DEMOREF8',
      totalInvitations: 2,
      qualifiedInvitations: 1,
      enabled: true,
      rewardAmount: 20,
      minDepositAmount: 100,
      promotionDomains: ['lucky-demo.example', 'play-demo.example'],
    });
    expect(value.invitations).toHaveLength(2);
    expect(value.invitations[0].username).toMatch(/^\w{2}\*\*\*\w{2}$/);
  });

  it('makes a code on first read, counts a registration with it, and the invitee’s first deposit of ₱100 issues the inviter ₱20', async () => {
    const inviter: TRewardMember = await createRewardMember(mock.app, mock.db);
    expect((await details(inviter.token, false)).referralCode).toBe('');
    const { referralCode } = await details(inviter.token);
    expect(referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await details(inviter.token)).referralCode).toBe(referralCode);

    const registered = await registerWith('invitee777', referralCode.toLowerCase());
    expect(registered.statusCode).toBe(200);
    const inviteeToken = registered.json().value.token as string;
    expect(await details(inviter.token)).toMatchObject({ totalInvitations: 1, qualifiedInvitations: 0 });

    await approvedDeposit(mock.app, inviteeToken, 100);
    expect(await details(inviter.token)).toMatchObject({ totalInvitations: 1, qualifiedInvitations: 1 });
    const issued = await rewardsCall(mock.app, inviter.token, 'GET', REWARDS_PATHS.claimsByStatus, {
      status: 'I',
    });
    expect(issued.json().value).toEqual([expect.objectContaining({ promotionType: 'REFERRAL', amount: 20 })]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'reward_issued',
        memberId: inviter.id,
        claim: expect.objectContaining({ amount: 20 }),
      }),
    );
    // A second deposit issues nothing more.
    await approvedDeposit(mock.app, inviteeToken, 500);
    const again = await rewardsCall(mock.app, inviter.token, 'GET', REWARDS_PATHS.claimsByStatus, {
      status: 'I',
    });
    expect(again.json().value).toHaveLength(1);
  });

  it('refuses a registration with an unknown referral code', async () => {
    const reply = await registerWith('invitee778', 'NOSUCH99');
    expect([reply.statusCode, reply.json().errorCode]).toEqual([400, 'invitation_code_error']);
  });
});
