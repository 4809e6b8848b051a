import { describe, expect, it } from 'vitest';
import { registrationPage } from '../../../mappers/register-request.js';
import { toWireMobileRegisterRequest } from './register-mobile-request.js';

describe('toWireMobileRegisterRequest', () => {
  it('sends the referral code with the number, and leaves an empty one out', () => {
    const flags = { needsSmsCode: true, needsPassword: false };
    const page = registrationPage('http://localhost:3000', null);
    const mobile = {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      agree: true as const,
    };
    expect(toWireMobileRegisterRequest({ ...mobile, referralCode: 'AB12CD34' }, flags, page)).toMatchObject({
      username: '9171234567',
      referralCode: 'AB12CD34',
    });
    expect(toWireMobileRegisterRequest({ ...mobile, referralCode: '' }, flags, page)).not.toHaveProperty(
      'referralCode',
    );
  });
});
