import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginOutput, TLoginResult, TMeOutput } from '@site/contracts';
import { totpCode } from '@site/wire-crypto';
import {
  createQaMember,
  openSessionCookie,
  startGatewayAgainstMock,
  type TQaMember,
  type TSecondFactorMethod,
  type TStack,
} from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { latestCode, smsAddress } from './qa-outbox.js';

let stack: TStack;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
});
afterAll(() => stack?.stop());

/** What the member would type: the code sent, the bank account name, or the authenticator's code. */
const answerFor = async (method: TSecondFactorMethod, member: TQaMember): Promise<string> => {
  switch (method) {
    case 'PHONE':
      return latestCode(
        stack.mock,
        smsAddress(member.countryDialingCode ?? '', member.mobileNum ?? ''),
        'second_factor',
      );
    case 'EMAIL':
      return latestCode(stack.mock, member.email ?? '', 'second_factor');
    case 'PAYEE':
      return member.payeeName ?? '';
    case 'AUTHENTICATOR':
      return totpCode(member.totpSecret ?? '', Date.now());
  }
};

const METHODS: TSecondFactorMethod[] = ['PHONE', 'EMAIL', 'PAYEE', 'AUTHENTICATOR'];

describe('the second factor of a login from a new IP', () => {
  it.each(METHODS)(
    '%s: asks for it, keeps the challenge sealed, and signs in once it is proven',
    async (method) => {
      const member = await createQaMember(stack.mock, 'player', { secondFactor: method });
      const visitor = new GatewayVisitor(stack.app, { ip: '198.51.100.50' });
      const credentials = { username: member.username, password: member.password, remember: true };

      const first = await visitor.mutate<TLoginResult>('session.login', credentials);
      expect(first.status).toBe(200);
      expect(first.data).toMatchObject({ status: 'second_factor', method });
      if (method === 'PHONE' || method === 'EMAIL') {
        expect(first.data?.status === 'second_factor' && first.data.target).toBeTruthy();
      }
      const pending = openSessionCookie(visitor)?.secondFactor;
      expect(pending?.method).toBe(method);
      expect(JSON.stringify(first.data)).not.toContain(pending?.verificationToken ?? 'none');
      expect(openSessionCookie(visitor)?.token).toBeUndefined();

      const verified = await visitor.mutate<TLoginOutput>('session.verifySecondFactor', {
        code: await answerFor(method, member),
      });
      expect(verified.status).toBe(200);
      expect(verified.data).toMatchObject({
        member: { account: member.username },
        mustChangePassword: false,
      });
      expect(openSessionCookie(visitor)).toMatchObject({ remember: true });
      expect(openSessionCookie(visitor)?.secondFactor).toBeUndefined();
      expect((await visitor.query<TMeOutput>('session.me')).data?.member?.account).toBe(member.username);

      // The IP is registered now: the next login from it needs no second factor.
      const again = await new GatewayVisitor(stack.app, { ip: '198.51.100.50' }).mutate<TLoginResult>(
        'session.login',
        credentials,
      );
      expect(again.data?.status).toBe('signed_in');
    },
  );

  it('answers second_factor_invalid for a wrong answer and still accepts the right one', async () => {
    const member = await createQaMember(stack.mock, 'player', { secondFactor: 'PAYEE' });
    const visitor = new GatewayVisitor(stack.app, { ip: '198.51.100.51' });
    await visitor.mutate('session.login', { username: member.username, password: member.password });
    const wrong = await visitor.mutate('session.verifySecondFactor', { code: 'Nobody At All' });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.data.key).toBe('second_factor_invalid');
    const right = await visitor.mutate<TLoginOutput>('session.verifySecondFactor', {
      code: member.payeeName ?? '',
    });
    expect(right.status).toBe(200);
  });

  it('answers verify_first without a pending challenge', async () => {
    const result = await new GatewayVisitor(stack.app).mutate('session.verifySecondFactor', {
      code: '123456',
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.key).toBe('verify_first');
  });
});
