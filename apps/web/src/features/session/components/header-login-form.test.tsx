import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/fake-api';
import { member, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const headerForm = () => screen.findByRole('form', { name: 'Log in' });

describe('header login form', () => {
  it('logs in and shows the member with the formatted balance', async () => {
    const { api, user } = await renderApp();
    const form = within(await headerForm());
    await user.type(form.getByLabelText('Username'), '  demo_player ');
    await user.type(form.getByLabelText('Password'), 'Passw0rd!');
    api.setHandler('session.me', () => session(member()));
    await user.click(form.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('header-account')).toHaveTextContent('demo_player');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱12,345.67'));
    expect(api.callsTo('session.login')[0]?.input).toEqual({
      username: 'demo_player',
      password: 'Passw0rd!',
      remember: false,
      portal: 'member',
    });
  });

  it('shows the incorrect-password message whatever field was wrong', async () => {
    const { api, user } = await renderApp({
      handlers: { 'session.login': () => Promise.reject(apiError({ key: 'error_password' })) },
    });
    const form = within(await headerForm());
    // Sent before its logic has loaded (nothing was focused before): checked once it is in.
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(form.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('session.login')).toHaveLength(0);

    await user.type(form.getByLabelText('Username'), 'demo_player');
    await user.type(form.getByLabelText('Password'), 'wrong');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });

  it('shows the captcha with its image when the failure asks for it', async () => {
    const { api, user } = await renderApp({
      handlers: {
        'session.login': () => Promise.reject(apiError({ key: 'error_password', hint: { captcha: true } })),
      },
    });
    const form = within(await headerForm());
    expect(form.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Username'), 'demo_player');
    await user.type(form.getByLabelText('Password'), 'wrong');
    await user.click(form.getByRole('button', { name: 'Log in' }));

    expect(await form.findByLabelText('Captcha')).toBeInTheDocument();
    expect(await form.findByRole('img', { name: 'Captcha image' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(api.callsTo('session.captcha')).toHaveLength(1);

    // A second click within a second does not fetch another image.
    await user.click(form.getByRole('button', { name: 'Show a new image' }));
    expect(api.callsTo('session.captcha')).toHaveLength(1);

    await user.type(form.getByLabelText('Captcha'), 'AB12');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.callsTo('session.login')).toHaveLength(2));
    expect(api.callsTo('session.login')[1]?.input).toMatchObject({ captcha: 'AB12' });
  });

  it('shows the captcha when the error key is captcha_required', async () => {
    const { user } = await renderApp({
      handlers: { 'session.login': () => Promise.reject(apiError({ key: 'captcha_required' })) },
    });
    const form = within(await headerForm());
    await user.type(form.getByLabelText('Username'), 'demo_player');
    await user.type(form.getByLabelText('Password'), 'Passw0rd!');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await form.findByLabelText('Captcha')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('Please enter the captcha.');
  });
});
