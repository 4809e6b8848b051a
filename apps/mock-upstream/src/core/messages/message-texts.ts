/** The words of what the mock "sends", so QA and people reading the outbox see a realistic message. */

export const smsCodeText = (
  siteName: string,
  purpose: 'login' | 'register' | 'reset' | 'bind_mobile',
  code: string,
  minutes: number,
) => {
  const what = {
    login: 'login',
    register: 'registration',
    reset: 'password reset',
    bind_mobile: 'mobile number verification',
  }[purpose];
  return `[${siteName}] Your ${what} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
};

export const emailRegisterCodeText = (siteName: string, code: string, minutes: number) =>
  [
    'Welcome,',
    '',
    `Your ${siteName} registration code is ${code}. It expires in ${minutes} minutes.`,
    '',
    'If you did not ask to register, ignore this email.',
  ].join('\n');

export const secondFactorCodeText = (siteName: string, code: string, minutes: number) =>
  `[${siteName}] Someone is signing in to your account from a new device. Your verification code is ${code}; it expires in ${minutes} minutes. If this was not you, change your password.`;

export const temporaryPasswordText = (siteName: string, username: string, password: string) =>
  [
    `Hello ${username},`,
    '',
    `We received a request to reset your ${siteName} password. Your temporary password is: ${password}`,
    '',
    'Sign in with it, and you will be asked to choose a new password straight away.',
    'If you did not ask for this, contact customer service.',
  ].join('\n');
