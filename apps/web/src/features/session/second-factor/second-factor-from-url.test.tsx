import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a second factor asked for by a social sign-in', () => {
  it('opens the dialog for ?secondFactor= and cleans the address bar', async () => {
    window.history.replaceState(null, '', '/?secondFactor=AUTHENTICATOR&lang=EN');
    const { api, user } = await renderApp({
      handlers: {
        'session.verifySecondFactor': () => ({
          member: member(),
          firstTimeLogin: false,
          mustChangePassword: false,
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: "Verify it's you" });
    expect(window.location.search).toBe('?lang=EN');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(api.callsTo('session.verifySecondFactor')[0]?.input).toEqual({ code: '123456' }),
    );
    expect(dialog).toBeInTheDocument();
  });

  it('ignores an unknown method', async () => {
    window.history.replaceState(null, '', '/?secondFactor=CARRIER_PIGEON');
    await renderApp();
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: "Verify it's you" })).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
