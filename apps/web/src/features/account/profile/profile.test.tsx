import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type THandlers } from '../../../test/fake-api';
import { member, profile, security, session } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const openSecurityCentre = async (handlers: THandlers = {}) => {
  const app = await renderApp({ handlers: { 'session.me': () => session(member()), ...handlers } });
  await app.user.click(await screen.findByRole('button', { name: 'demo_player, my account' }));
  const centre = within(await screen.findByRole('dialog', { name: 'Member centre' }));
  return { ...app, centre };
};

describe('the profile in the security centre', () => {
  it('changes the avatar from the picker', async () => {
    const { api, user, centre } = await openSecurityCentre({
      'account.changeAvatar': ({ id }: { id: string }) => ({ id, type: 'STATIC' as const }),
    });
    expect(await centre.findByTestId('member-avatar')).toHaveAttribute('data-avatar', '0');
    await user.click(centre.getByRole('button', { name: 'Change avatar' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Choose your avatar' }));
    expect(picker.getByRole('radio', { name: 'Avatar 1' })).toBeChecked();
    await user.click(picker.getByRole('radio', { name: 'Avatar 4' }));
    await user.click(picker.getByRole('button', { name: 'Save avatar' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose your avatar' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('account.changeAvatar')[0]?.input).toEqual({ id: '3' });
    expect(centre.getByTestId('member-avatar')).toHaveAttribute('data-avatar', '3');
  });

  it('checks the required and date fields before saving, then saves the profile', async () => {
    const { api, user, centre } = await openSecurityCentre({
      'account.updateProfile': (input: Record<string, string>) => profile(input),
    });
    const nickname = await centre.findByLabelText(/^Nickname/);
    await user.click(centre.getByRole('button', { name: 'Save profile' }));
    expect(nickname).toHaveAccessibleDescription('This field is required.');
    expect(api.callsTo('account.updateProfile')).toHaveLength(0);

    await user.type(nickname, 'Lucky Juan');
    await user.type(centre.getByLabelText(/^Birthday/), '1990-02-28');
    await user.click(centre.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.callsTo('account.updateProfile')).toHaveLength(1));
    expect(api.callsTo('account.updateProfile')[0]?.input).toMatchObject({
      nickname: 'Lucky Juan',
      birthday: '1990-02-28',
      telegram: '',
    });
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
  });

  it("shows the server's message under the field it is about", async () => {
    const { user, centre } = await openSecurityCentre({
      'account.profile': () => profile({ nickname: 'Juan' }),
      'account.updateProfile': () =>
        Promise.reject(
          apiError({ key: 'validation_failed', fieldErrors: { telegram: 'validation.too_long' } }),
        ),
    });
    await user.type(await centre.findByLabelText(/^Telegram/), '@juan');
    await user.click(centre.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(centre.getByLabelText(/^Telegram/)).toHaveAccessibleDescription(expect.stringMatching(/long/i)),
    );
  });

  it('lists the security items and verifies a mobile number with a texted code', async () => {
    const { api, user, centre } = await openSecurityCentre({
      'account.security': () => security({ hasPaymentPassword: true, email: 'de***@example.com' }),
      'account.sendMobileSms': () => ({ expiresInSeconds: 300 }),
      'account.verifyMobile': () =>
        security({ hasPaymentPassword: true, mobile: '+63 917****567', isMobileVerified: true }),
    });
    const items = within(await centre.findByRole('region', { name: 'Security settings' }));
    expect(items.getByText('de***@example.com')).toBeInTheDocument();
    await user.click(items.getByRole('button', { name: 'Verify' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Verify mobile number' }));
    await user.type(dialog.getByLabelText(/^Mobile number/), '9171234567');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.callsTo('account.sendMobileSms')).toHaveLength(1));
    await user.type(dialog.getByLabelText(/^Verification code/), '123456');
    await user.click(dialog.getByRole('button', { name: 'Verify number' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Verify mobile number' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('account.verifyMobile')[0]?.input).toMatchObject({
      mobileNum: '9171234567',
      verificationCode: '123456',
    });
    expect(await items.findByText('+63 917****567 · verified')).toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let attempts = 0;
    const { user, centre } = await openSecurityCentre({
      'account.profile': () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(apiError({ key: 'function.not.available' })) : profile();
      },
    });
    expect(await centre.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    await user.click(centre.getByRole('button', { name: 'Try again' }));
    expect(await centre.findByLabelText(/^Nickname/)).toBeInTheDocument();
  });
});

describe('language switch of a signed-in member', () => {
  it('tells the server the new language', async () => {
    const { api, user } = await renderApp({
      handlers: {
        'session.me': () => session(member()),
        'account.setLanguage': ({ language }) => ({ language }),
      },
    });
    await screen.findByRole('button', { name: 'demo_player, my account' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'TY');
    await waitFor(() => expect(api.callsTo('account.setLanguage')[0]?.input).toEqual({ language: 'TY' }));
  });

  it('does not call the server for a guest', async () => {
    const { api, user } = await renderApp();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'TY');
    await screen.findByRole('heading', { level: 1, name: 'Maligayang pagdating sa Lucky Pavilion' });
    expect(api.callsTo('account.setLanguage')).toHaveLength(0);
  });
});
