import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe("registering with a member's referral link", () => {
  it('opens the register dialog from any page with the code, and sends it', async () => {
    const { api, user, router } = await renderApp({ path: '/promotions?referralCode=FRIEND88' });
    const form = within(await screen.findByRole('dialog', { name: 'Create your account' }));
    expect(router.location.pathname).toBe('/register');
    expect(form.getByRole('textbox', { name: 'Referral code' })).toHaveValue('FRIEND88');

    await user.type(form.getByLabelText(/^Username/), 'player01');
    await user.type(form.getByLabelText(/^Password/), 'abc12345');
    await user.type(form.getByLabelText(/^Confirm password/), 'abc12345');
    await user.click(form.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.callsTo('account.register')).toHaveLength(1));
    expect(api.callsTo('account.register')[0]?.input).toMatchObject({
      username: 'player01',
      referralCode: 'FRIEND88',
    });
  });

  it('sends the code with a registration by mobile too', async () => {
    const { api, user } = await renderApp({
      path: '/?referralCode=FRIEND88',
      handlers: {
        'system.status': () => siteStatus({ flags: { DIRECTREG3: true, MOBILENUMREG3: true } }),
        'account.registerByMobile': () => ({
          member: member({ account: '9171234567' }),
          firstTimeLogin: true,
          mustChangePassword: false,
        }),
      },
    });
    const form = within(await screen.findByRole('dialog', { name: 'Create your account' }));
    await user.click(form.getByRole('tab', { name: 'Mobile' }));
    await user.type(form.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(form.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.callsTo('account.registerByMobile')).toHaveLength(1));
    expect(api.callsTo('account.registerByMobile')[0]?.input).toMatchObject({ referralCode: 'FRIEND88' });
  });

  it('leaves a logged-in member where the link pointed', async () => {
    const { router } = await renderApp({
      path: '/promotions?referralCode=FRIEND88',
      handlers: { 'session.me': () => session(member()) },
    });
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/promotions');
  });
});
