import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS } from '@site/contracts';
import { checkLedger } from '../../core/money/ledger-check.js';
import { settleDueContracts } from '../../domains/agent/settlement/settle-contracts.js';
import { tokenOf } from '../../test/agent-fixtures.js';
import { memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, type TInMemoryMock } from '../../test/test-app.js';
import { getAs, postAs } from '../../test/withdraw-fixtures.js';

let testApp: TInMemoryMock;
beforeAll(async () => {
  testApp = await createInMemoryMock();
});
afterAll(() => testApp.close());

const contractsInForce = () =>
  testApp.db.$client
    .prepare(
      `SELECT m.username, u.username AS upline, c.contract_type AS type, c.rate_bp AS rateBp, c.period
       FROM agent_contracts c JOIN members m ON m.id = c.member_id LEFT JOIN members u ON u.id = c.upline_member_id
       WHERE c.status = 'active' ORDER BY c.id`,
    )
    .all();

describe('the seeded contracts', () => {
  it('give demo_agent merchant contracts of every type and demo_sub, demo_sub2 daily ones', () => {
    expect(contractsInForce()).toEqual([
      { username: 'demo_agent', upline: null, type: 'dividend', rateBp: 2000, period: 'weekly' },
      { username: 'demo_agent', upline: null, type: 'daily', rateBp: 100, period: 'daily' },
      { username: 'demo_agent', upline: null, type: 'hourly', rateBp: 50, period: 'hourly' },
      { username: 'demo_agent', upline: null, type: 'realtime', rateBp: 20, period: 'realtime' },
      { username: 'demo_sub', upline: 'demo_agent', type: 'daily', rateBp: 80, period: 'daily' },
      { username: 'demo_sub2', upline: 'demo_sub', type: 'daily', rateBp: 70, period: 'daily' },
    ]);
  });

  it('settle in one run from the seeded team’s rounds, the ledger intact', () => {
    const failures: unknown[] = [];
    const settled = settleDueContracts(testApp.app, new Date(), {
      onError: (_id, error) => failures.push(error),
    });
    expect(failures).toEqual([]);
    const paidTo = new Set(settled.filter((row) => row.amountMinor > 0).map((row) => row.memberId));
    for (const username of ['demo_agent', 'demo_sub', 'demo_sub2'])
      expect(paidTo.has(memberIdOf(testApp.db, username))).toBe(true);
    expect(settleDueContracts(testApp.app, new Date(), { onError: () => undefined })).toEqual([]);
    expect(checkLedger(testApp.db)).toEqual([]);
  });

  it('auto-terminate demo_sub2’s 0.7 % when demo_sub accepts 0.6 %', async () => {
    const [agent, sub] = [await tokenOf(testApp.app, 'demo_agent'), await tokenOf(testApp.app, 'demo_sub')];
    const offer = await postAs(testApp.app, agent, AGENT_PATHS.offerContract, {
      memberId: String(memberIdOf(testApp.db, 'demo_sub')),
      contractType: 'daily',
      rate: 0.6,
      minValidBet: 100,
      minActiveMembers: 1,
      period: 'daily',
    });
    const contractId = String(offer.json().value.contractId);
    await getAs(testApp.app, sub, AGENT_PATHS.dailyProcess, { contractId, action: 'accept' });
    const daily = contractsInForce().filter((row) => (row as { type: string }).type === 'daily');
    expect(daily).toEqual([
      { username: 'demo_agent', upline: null, type: 'daily', rateBp: 100, period: 'daily' },
      { username: 'demo_sub', upline: 'demo_agent', type: 'daily', rateBp: 60, period: 'daily' },
    ]);
  });
});
