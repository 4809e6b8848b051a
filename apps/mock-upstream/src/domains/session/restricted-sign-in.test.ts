import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PATHS } from '@site/contracts';
import { demoMerchantId } from '../../test/play-fixtures.js';
import { listPerson, setRealName, startBreak } from '../../test/responsible-state.js';
import { memberIdOf } from '../../test/round-fixtures.js';
import { createInMemoryMock, logIn, type TInMemoryMock, withToken } from '../../test/test-app.js';
import { createPayer } from '../../test/withdraw-fixtures.js';

/** A restricted member still signs in, and the member info says why play is closed (decision 0041). */

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
});
afterAll(() => mock.close());

const infoOf = async (token: string) =>
  (await mock.app.inject({ method: 'GET', url: SESSION_PATHS.memberInfo, headers: withToken(token) })).json<{
    value: { account: string; restriction: unknown };
  }>().value;

describe('member info', () => {
  it('carries no restriction for a member free to play', async () => {
    const payer = await createPayer(mock.app);
    expect(await infoOf(payer.token)).toMatchObject({ restriction: null });
  });

  it('carries a break in force, and the member still signs in', async () => {
    const payer = await createPayer(mock.app);
    const { since, until } = startBreak(mock.db, memberIdOf(mock.db, payer.username), 'self_exclusion');
    const login = await logIn(mock.app, payer);
    expect(login.statusCode).toBe(200);
    const token = login.json<{ value: { token: string } }>().value.token;
    expect(await infoOf(token)).toMatchObject({
      account: payer.username.toLowerCase(),
      restriction: { kind: 'self_exclusion', since, until },
    });
  });

  it('treats a member named on the restricted persons list as restricted at once', async () => {
    const payer = await createPayer(mock.app);
    setRealName(mock.db, memberIdOf(mock.db, payer.username), 'Andres Bonifacio');
    listPerson(mock.db, demoMerchantId(mock.db), { fullName: 'andres bonifacio' });
    expect(await infoOf(payer.token)).toMatchObject({ restriction: { kind: 'restricted', until: null } });
  });
});
