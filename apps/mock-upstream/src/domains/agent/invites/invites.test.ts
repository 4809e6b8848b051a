import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, AGENT_LIMITS, AGENT_PATHS, REBATE_RATES } from '@site/contracts';
import { depthInTeam } from '../../../core/agent-tree/team-member.js';
import { findMemberByUsername } from '../../../core/members/member-store.js';
import { inviteRegistrations } from '../../../db/schema-agent.js';
import { tokenOf } from '../../../test/agent-fixtures.js';
import { memberIdOf } from '../../../test/round-fixtures.js';
import {
  createInMemoryMock,
  encryptedInject,
  logIn,
  MERCHANT_HEADERS,
  qa,
  register,
  type TInMemoryMock,
} from '../../../test/test-app.js';
import { createPayer, getAs, postAs, type TPayer } from '../../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const createLink = async (agent: TPayer, memberKind: 'player' | 'agent') => {
  const reply = await postAs(testApp.app, agent.token, AGENT_PATHS.createInviteLink, { memberKind });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ value: { linkId: number; code: string; memberKind: string; registrations: number } }>()
    .value;
};
const linksOf = async (agent: TPayer) =>
  (await getAs(testApp.app, agent.token, AGENT_PATHS.inviteLinks)).json().value.list;
const registerWith = (username: string, affiliateCode: string) =>
  register(testApp.app, {
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    registerMethod: 'WEB',
    login: false,
    affiliateCode,
  });
const affiliateCheck = (code: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `${ACCOUNT_PATHS.affiliate}?code=${code}`,
    headers: MERCHANT_HEADERS,
  });
const memberOf = (username: string) => findMemberByUsername(testApp.db, 1, username)!;
const registerDownline = (token: string, payload: object) =>
  encryptedInject(testApp.app, {
    method: 'POST',
    url: AGENT_PATHS.registerDownline,
    headers: { authorization: token },
    payload,
  });

describe('invite links', () => {
  it("registers visitors into the link owner's team with the link's kind, and counts them", async () => {
    const agent = await createPayer(testApp.app, { kind: 'agent' });
    const agentLink = await createLink(agent, 'agent');
    const playerLink = await createLink(agent, 'player');
    expect(agentLink.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(agentLink).toMatchObject({ memberKind: 'agent', registrations: 0 });
    expect((await affiliateCheck(agentLink.code.toLowerCase())).statusCode).toBe(200);

    expect((await registerWith('linkagent1', agentLink.code)).statusCode).toBe(200);
    expect((await registerWith('linkplayer1', playerLink.code)).statusCode).toBe(200);
    const agentId = memberIdOf(testApp.db, agent.username);
    expect(memberOf('linkagent1')).toMatchObject({ type: 2, referrerMemberId: agentId });
    expect(memberOf('linkplayer1')).toMatchObject({ type: 0, referrerMemberId: agentId });
    expect(depthInTeam(testApp.db, agentId, memberOf('linkagent1').id)).toBe(1);
    // A member registered under the new sub-agent is in both teams.
    const subLink = await createLink(
      { ...agent, token: await tokenOf(testApp.app, 'linkagent1', 'abc12345') },
      'player',
    );
    expect((await registerWith('linkplayer2', subLink.code)).statusCode).toBe(200);
    expect(depthInTeam(testApp.db, agentId, memberOf('linkplayer2').id)).toBe(2);

    const links = await linksOf(agent);
    expect(links.map((link: { linkId: number }) => link.linkId)).toEqual([
      playerLink.linkId,
      agentLink.linkId,
    ]);
    expect(links.map((link: { registrations: number }) => link.registrations)).toEqual([1, 1]);
    expect(testApp.db.select().from(inviteRegistrations).all()).toHaveLength(3);
  });

  it("keeps the member's own affiliate code working as a player link", async () => {
    expect((await registerWith('owncode1', 'agent01')).statusCode).toBe(200);
    expect(memberOf('owncode1')).toMatchObject({
      type: 0,
      referrerMemberId: memberIdOf(testApp.db, 'demo_agent'),
    });
  });

  it('stops registering with a deleted link; only its owner deletes it', async () => {
    const agent = await createPayer(testApp.app, { kind: 'agent' });
    const other = await createPayer(testApp.app, { kind: 'agent' });
    const link = await createLink(agent, 'player');
    const foreign = await postAs(testApp.app, other.token, AGENT_PATHS.deleteInviteLink, {
      linkId: String(link.linkId),
    });
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([404, 'invite_link_not_found']);
    const deleted = await postAs(testApp.app, agent.token, AGENT_PATHS.deleteInviteLink, {
      linkId: String(link.linkId),
    });
    expect(deleted.json()).toMatchObject({ success: true, value: null });
    const again = await postAs(testApp.app, agent.token, AGENT_PATHS.deleteInviteLink, {
      linkId: String(link.linkId),
    });
    expect(again.statusCode).toBe(404);
    expect(await linksOf(agent)).toEqual([]);
    expect((await affiliateCheck(link.code)).json().errorCode).toBe('invitation_code_error');
    const reply = await registerWith('lateplayer1', link.code);
    expect([reply.statusCode, reply.json().errorCode]).toEqual([400, 'invitation_code_error']);
  });

  it(`keeps at most ${AGENT_LIMITS.maxAffiliateLinks} links`, async () => {
    const agent = await createPayer(testApp.app, { kind: 'agent' });
    for (let index = 0; index < AGENT_LIMITS.maxAffiliateLinks; index++) await createLink(agent, 'player');
    const reply = await postAs(testApp.app, agent.token, AGENT_PATHS.createInviteLink, {
      memberKind: 'player',
    });
    expect([reply.statusCode, reply.json().errorCode]).toEqual([400, 'invite_link_limit']);
  });

  it('is for agents only, and leaves audit events', async () => {
    const player = await createPayer(testApp.app);
    const reply = await postAs(testApp.app, player.token, AGENT_PATHS.createInviteLink, {
      memberKind: 'player',
    });
    expect([reply.statusCode, reply.json().errorCode]).toEqual([403, 'error_not_agent']);
    const listed = await getAs(testApp.app, player.token, AGENT_PATHS.inviteLinks);
    expect(listed.statusCode).toBe(403);
    const audit = (await qa(testApp.app, '/audit?action=agent.createInviteLink')).json().events;
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('registerDownline', () => {
  it('creates a player or an agent directly under the caller, who can log in', async () => {
    const agent = await createPayer(testApp.app, { kind: 'agent' });
    const reply = await registerDownline(agent.token, {
      username: 'DirectSub1',
      password: 'abc12345',
      memberKind: 'agent',
      nickname: 'Direct',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().value).toMatchObject({
      username: 'directsub1',
      nickname: 'Direct',
      type: 2,
      level: 1,
      uplineUsername: agent.username,
      status: 'active',
      balance: 0,
      teamSize: 0,
    });
    // Its rates are its upline's (a top agent's are the merchant's) until the agent sets others.
    expect(reply.json().value.rebates).toContainEqual({ gameType: 'RNG', rate: REBATE_RATES.RNG });
    expect((await logIn(testApp.app, { username: 'directsub1', password: 'abc12345' })).statusCode).toBe(200);
    const player = await registerDownline(agent.token, {
      username: 'directp1',
      password: 'abc12345',
      memberKind: 'player',
    });
    expect(player.json().value).toMatchObject({ type: 0, level: 1 });
    expect(depthInTeam(testApp.db, memberIdOf(testApp.db, agent.username), memberOf('directp1').id)).toBe(1);
    const audit = (await qa(testApp.app, '/audit?action=agent.registerDownline')).json().events;
    expect(audit.length).toBe(2);
  });

  it('applies the registration rules: username_taken, bad usernames and passwords, agents only', async () => {
    const agent = await createPayer(testApp.app, { kind: 'agent' });
    const fields = { username: 'takenname1', password: 'abc12345', memberKind: 'player' };
    expect((await registerDownline(agent.token, fields)).statusCode).toBe(200);
    const taken = await registerDownline(agent.token, { ...fields, username: 'TakenName1' });
    expect([taken.statusCode, taken.json().errorCode]).toEqual([400, 'username_taken']);
    const bad = await registerDownline(agent.token, {
      username: '1bad',
      password: 'short',
      memberKind: 'player',
    });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'validation_failed']);
    expect(Object.keys(bad.json().value.fieldErrors ?? bad.json().value)).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
    const player = await createPayer(testApp.app);
    const refused = await registerDownline(player.token, {
      username: 'nope1234',
      password: 'abc12345',
      memberKind: 'player',
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'error_not_agent']);
  });
});
