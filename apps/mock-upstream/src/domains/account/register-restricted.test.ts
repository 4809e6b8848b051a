import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@site/contracts';
import { findMemberByUsername } from '../../core/members/member-store.js';
import { demoMerchantId } from '../../test/play-fixtures.js';
import { listPerson } from '../../test/responsible-state.js';
import {
  createInMemoryMock,
  encryptedInject,
  latestCode,
  postJson,
  register,
  type TInMemoryMock,
} from '../../test/test-app.js';

/** A person on the restricted persons list may not open an account (decision 0041). */

let mock: TInMemoryMock;
beforeAll(async () => {
  mock = await createInMemoryMock();
  listPerson(mock.db, demoMerchantId(mock.db), { fullName: 'pedro penduko' });
  listPerson(mock.db, demoMerchantId(mock.db), { mobile: '639170000777' });
});
afterAll(() => mock.close());

const NOT_AVAILABLE = {
  success: false,
  errorCode: 'registration_not_available',
  message: 'Registration is not available. Please contact customer service.',
  value: null,
};

const newPlayer = (overrides: Record<string, unknown>) => ({
  password: 'abc12345',
  confirmPassword: 'abc12345',
  registerMethod: 'WEB',
  login: true,
  ...overrides,
});

describe('registration of a listed person', () => {
  it('is refused by real name, whatever its case and spacing, and creates nothing', async () => {
    const reply = await register(
      mock.app,
      newPlayer({ username: 'pedro2026', payeeName: '  Pedro   PENDUKO ' }),
    );
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(NOT_AVAILABLE);
    expect(findMemberByUsername(mock.db, demoMerchantId(mock.db), 'pedro2026')).toBeUndefined();
    const other = await register(mock.app, newPlayer({ username: 'pedro2027', payeeName: 'Pedro Cruz' }));
    expect(other.statusCode).toBe(200);
  });

  it('is refused by mobile number, however it is spelled', async () => {
    const mobileNum = '09170000777';
    await postJson(mock.app, ACCOUNT_PATHS.smsRegisterCode, {
      mobileNo: mobileNum,
      countryDialingCode: '+63',
    });
    const reply = await encryptedInject(mock.app, {
      method: 'PUT',
      url: ACCOUNT_PATHS.registerMobile,
      payload: {
        username: mobileNum,
        mobileNum,
        password: '',
        confirmPassword: '',
        countryDialingCode: '+63',
        verificationCode: await latestCode(mock.app, '639170000777'),
      },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(NOT_AVAILABLE);
    expect(findMemberByUsername(mock.db, demoMerchantId(mock.db), mobileNum)).toBeUndefined();
  });
});
