import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerSettings, siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** A visitor who opened an agent's invite link. */
const renderInvited = (register = registerSettings()) =>
  renderApp({
    path: '/register?affiliateCode=AB12CD34',
    handlers: {
      'system.status': () => siteStatus({ register }),
      'account.checkAffiliate': () => ({ valid: true }),
    },
  });

const fillAndSend = async ({ user }: Awaited<ReturnType<typeof renderInvited>>) => {
  const form = within(await screen.findByRole('dialog', { name: 'Create your account' }));
  await user.type(form.getByLabelText(/^Username/), 'player01');
  await user.type(form.getByLabelText(/^Password/), 'abc12345');
  await user.type(form.getByLabelText(/^Confirm password/), 'abc12345');
  await user.click(form.getByRole('checkbox', { name: /I am over 18 years old/ }));
  await user.click(form.getByRole('button', { name: 'Create account' }));
};

describe("registering with an agent's invite link", () => {
  it('fills the invitation code from the link, checks it and sends it', async () => {
    const rendered = await renderInvited(
      registerSettings({ affiliateCode: { enabled: true, required: false, minLength: 1, maxLength: 16 } }),
    );
    const form = within(await screen.findByRole('dialog', { name: 'Create your account' }));
    expect(form.getByLabelText(/^Invitation code/)).toHaveValue('AB12CD34');
    await fillAndSend(rendered);
    await waitFor(() => expect(rendered.api.callsTo('account.register')).toHaveLength(1));
    expect(rendered.api.callsTo('account.checkAffiliate')[0]?.input).toEqual({ code: 'AB12CD34' });
    expect(rendered.api.callsTo('account.register')[0]?.input).toMatchObject({ affiliateCode: 'AB12CD34' });
  });

  it('sends the code even when the merchant hides the invitation-code field', async () => {
    const rendered = await renderInvited();
    const form = within(await screen.findByRole('dialog', { name: 'Create your account' }));
    expect(form.queryByLabelText(/^Invitation code/)).not.toBeInTheDocument();
    await fillAndSend(rendered);
    await waitFor(() => expect(rendered.api.callsTo('account.register')).toHaveLength(1));
    expect(rendered.api.callsTo('account.register')[0]?.input).toEqual({
      username: 'player01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      agree: true,
      affiliateCode: 'AB12CD34',
    });
    expect(rendered.api.callsTo('account.checkAffiliate')).toHaveLength(0);
  });
});
