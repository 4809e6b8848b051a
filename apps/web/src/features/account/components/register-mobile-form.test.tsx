import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, registerSettings, session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const renderRegister = (flags: Record<string, boolean>, handlers = {}) =>
  renderApp({
    path: '/register',
    handlers: {
      'system.status': () =>
        siteStatus({
          flags: { DIRECTREG3: true, MOBILENUMREG3: true, ...flags },
          register: registerSettings({
            affiliateCode: { enabled: true, required: false, minLength: 1, maxLength: 20 },
          }),
        }),
      ...handlers,
    },
  });

const mobileTab = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  const modal = within(await screen.findByRole('dialog', { name: 'Create your account' }));
  await user.click(modal.getByRole('tab', { name: 'Mobile' }));
  return modal;
};

describe('register by mobile', () => {
  it('has username and mobile tabs per DIRECTREG3 and MOBILENUMREG3', async () => {
    await renderRegister({});
    const modal = within(await screen.findByRole('dialog', { name: 'Create your account' }));
    const tabs = within(modal.getByRole('tablist', { name: 'Registration method' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username', 'Mobile']);
  });

  it('asks for the SMS code with REGMOBVERF3 and the password with MOBILENUMPASSREG3', async () => {
    const { user } = await renderRegister({ REGMOBVERF3: true, MOBILENUMPASSREG3: true });
    const modal = await mobileTab(user);
    expect(modal.getByRole('combobox', { name: 'Country code' })).toHaveValue('+63');
    expect(modal.getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(modal.getByLabelText(/^Verification code/)).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(modal.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(modal.getByLabelText(/^Confirm password/)).toBeInTheDocument();
    expect(modal.getByLabelText(/^Invitation code/)).toBeInTheDocument();
    expect(modal.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('drops the code and password fields when both flags are off', async () => {
    const { user } = await renderRegister({ REGMOBVERF3: false, MOBILENUMPASSREG3: false });
    const modal = await mobileTab(user);
    expect(modal.getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(modal.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    expect(modal.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(
      modal.getByText('No password needed: you will log in with a code sent by SMS to this number.'),
    ).toBeInTheDocument();
  });

  it('registers by mobile and lands on the promotions', async () => {
    const { api, user, router } = await renderRegister(
      { REGMOBVERF3: true, MOBILENUMPASSREG3: false },
      {
        'account.sendRegisterSms': () => ({ expiresInSeconds: 300 }),
        'account.registerByMobile': () => ({
          member: member({ account: '9171234567' }),
          firstTimeLogin: true,
          mustChangePassword: false,
        }),
      },
    );
    const modal = await mobileTab(user);
    await user.type(modal.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(modal.getByRole('button', { name: 'Send code' }));
    await modal.findByRole('button', { name: 'Resend in 300 s' });
    await user.type(modal.getByLabelText(/^Verification code/), '123456');
    await user.click(modal.getByRole('checkbox', { name: /I am over 18 years old/ }));
    api.setHandler('session.me', () => session(member({ account: '9171234567' })));
    await user.click(modal.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.location.pathname).toBe('/promotions'));
    expect(api.callsTo('account.sendRegisterSms')[0]?.input).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
    });
    expect(api.callsTo('account.registerByMobile')[0]?.input).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      agree: true,
    });
  });

  it('shows invitation_code_error under the invitation code and does not register', async () => {
    const { api, user } = await renderRegister(
      { MOBILENUMPASSREG3: true },
      { 'account.checkAffiliate': () => Promise.reject(apiError({ key: 'invitation_code_error' })) },
    );
    const modal = await mobileTab(user);
    await user.type(modal.getByLabelText(/^Mobile number/), '9171234567');
    await user.type(modal.getByLabelText(/^Password/), 'abc12345');
    await user.type(modal.getByLabelText(/^Confirm password/), 'abc12345');
    await user.type(modal.getByLabelText(/^Invitation code/), 'NOPE');
    await user.click(modal.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await user.click(modal.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(modal.getByLabelText(/^Invitation code/)).toHaveAccessibleDescription(
        'The invitation code is invalid.',
      ),
    );
    expect(api.callsTo('account.checkAffiliate')[0]?.input).toEqual({ code: 'NOPE' });
    expect(api.callsTo('account.registerByMobile')).toHaveLength(0);
  });
});

describe('register by username with REGMOBVERF3', () => {
  const settings = registerSettings({
    mobileNum: { enabled: true, required: false, minLength: 10, maxLength: 11, patternId: 6 },
    affiliateCode: { enabled: true, required: false },
  });
  const renderUsernameRegister = (handlers = {}) =>
    renderApp({
      path: '/register',
      handlers: {
        'system.status': () =>
          siteStatus({ flags: { DIRECTREG3: true, REGMOBVERF3: true }, register: settings }),
        ...handlers,
      },
    });

  it('asks for the SMS code once a mobile number is entered', async () => {
    const { user } = await renderUsernameRegister();
    const modal = within(await screen.findByRole('dialog', { name: 'Create your account' }));
    expect(modal.queryByRole('tablist')).not.toBeInTheDocument();
    expect(modal.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    await user.type(modal.getByLabelText(/^Mobile number/), '9171234567');
    expect(modal.getByLabelText(/^Verification code/)).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('checks a filled invitation code before registering', async () => {
    const { api, user } = await renderUsernameRegister({
      'account.checkAffiliate': () => ({ valid: false }),
    });
    const modal = within(await screen.findByRole('dialog', { name: 'Create your account' }));
    await user.type(modal.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(modal.getByLabelText(/^Password/), 'abc12345');
    await user.type(modal.getByLabelText(/^Confirm password/), 'abc12345');
    await user.type(modal.getByLabelText(/^Invitation code/), 'BAD1');
    await user.click(modal.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await user.click(modal.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(modal.getByLabelText(/^Invitation code/)).toHaveAccessibleDescription(
        'The invitation code is invalid.',
      ),
    );
    expect(api.callsTo('account.register')).toHaveLength(0);
  });
});
