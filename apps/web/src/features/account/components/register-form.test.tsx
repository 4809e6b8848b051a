import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, registerSettings, session, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const renderRegister = (register = registerSettings()) =>
  renderApp({ path: '/register', handlers: { 'system.status': () => siteStatus({ register }) } });

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Create your account' }));

describe('register form', () => {
  it('shows the enabled fields, required exactly as the settings say', async () => {
    await renderRegister(
      registerSettings({
        email: { enabled: true, required: false, minLength: 5, maxLength: 64, patternId: 3 },
        mobileNum: { enabled: true, required: true, minLength: 10, maxLength: 11, patternId: 6 },
        qqNum: { enabled: false, required: true },
      }),
    );
    const form = await dialog();
    expect(form.getByLabelText(/^Username/)).toHaveAttribute('aria-required', 'true');
    expect(form.getByLabelText(/^Password/)).toHaveAttribute('aria-required', 'true');
    expect(form.getByLabelText(/^Confirm password/)).toHaveAttribute('aria-required', 'true');
    expect(form.getByLabelText(/^Mobile number/)).toHaveAttribute('aria-required', 'true');
    expect(form.getByLabelText(/^Email/)).not.toHaveAttribute('aria-required');
    expect(form.queryByLabelText(/^QQ number/)).not.toBeInTheDocument();
    expect(form.queryByLabelText(/^Real name/)).not.toBeInTheDocument();
  });

  it('gives help text from the pattern, with a single number when min equals max', async () => {
    await renderRegister(
      registerSettings({
        mobileNum: { enabled: true, required: true, minLength: 11, maxLength: 11, patternId: 6 },
      }),
    );
    const form = await dialog();
    expect(
      form.getByText('6-16 characters, starting with a letter; letters and numbers only.'),
    ).toBeInTheDocument();
    expect(form.getByText('11 digits; numbers only.')).toBeInTheDocument();
  });

  it('checks the rules, the password confirmation and the terms before sending', async () => {
    const { api, user } = await renderRegister();
    const form = await dialog();
    await user.type(form.getByLabelText(/^Username/), '1player');
    await user.type(form.getByLabelText(/^Password/), 'abc12345');
    await user.type(form.getByLabelText(/^Confirm password/), 'abc12399');
    await user.click(form.getByRole('button', { name: 'Create account' }));

    expect(form.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      '6-16 characters, starting with a letter; letters and numbers only.',
    );
    expect(form.getByLabelText(/^Username/)).toBeInvalid();
    expect(form.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(form.getByRole('checkbox', { name: /I am over 18 years old/ })).toHaveAccessibleDescription(
      'Please confirm your age and accept the terms.',
    );
    expect(api.callsTo('account.register')).toHaveLength(0);
  });

  it('registers, then goes to the promotions page logged in', async () => {
    const { api, user, router } = await renderRegister();
    const form = await dialog();
    await user.type(form.getByLabelText(/^Username/), 'player01');
    await user.type(form.getByLabelText(/^Password/), 'abc12345');
    await user.type(form.getByLabelText(/^Confirm password/), 'abc12345');
    await user.click(form.getByRole('checkbox', { name: /I am over 18 years old/ }));
    api.setHandler('session.me', () => session(member({ account: 'new_player' })));
    await user.click(form.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.location.pathname).toBe('/promotions'));
    expect(api.callsTo('account.register')[0]?.input).toEqual({
      username: 'player01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      agree: true,
    });
    expect(await screen.findByTestId('header-account')).toHaveTextContent('new_player');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the gateway field errors under their fields', async () => {
    const { user } = await renderApp({
      path: '/register',
      handlers: {
        'account.register': () =>
          Promise.reject(apiError({ key: 'validation_failed', fieldErrors: { username: 'reg_pattern_1' } })),
      },
    });
    const form = await dialog();
    await user.type(form.getByLabelText(/^Username/), 'player01');
    await user.type(form.getByLabelText(/^Password/), 'abc12345');
    await user.type(form.getByLabelText(/^Confirm password/), 'abc12345');
    await user.click(form.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await user.click(form.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(form.getByLabelText(/^Username/)).toBeInvalid());
    expect(form.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      '6-16 characters, starting with a letter; letters and numbers only.',
    );
  });

  it('shows other failures above the button', async () => {
    const { user } = await renderApp({
      path: '/register',
      handlers: { 'account.register': () => Promise.reject(apiError({ key: 'too_many_requests' }, 429)) },
    });
    const form = await dialog();
    await user.type(form.getByLabelText(/^Username/), 'player01');
    await user.type(form.getByLabelText(/^Password/), 'abc12345');
    await user.type(form.getByLabelText(/^Confirm password/), 'abc12345');
    await user.click(form.getByRole('checkbox', { name: /I am over 18 years old/ }));
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(
      await form.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });

  it('closing the dialog goes home', async () => {
    const { user, router } = await renderRegister();
    const form = await dialog();
    await user.click(form.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
