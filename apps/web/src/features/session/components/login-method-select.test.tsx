import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { LIST_HIDE_DELAY_MS } from './login-method-select';

const bothMethods = {
  'system.status': () =>
    siteStatus({ flags: { USERNAMEREG3: true, MOBILEVERCODELOGIN3: true, DIRECTREG3: true } }),
};

const headerForm = () => screen.findByRole('form', { name: 'Log in' });

afterEach(() => {
  vi.useRealTimers();
});

describe('header login method selector', () => {
  it('is only there when both methods are on', async () => {
    await renderApp();
    await headerForm();
    expect(screen.queryByRole('button', { name: /^Login method/ })).not.toBeInTheDocument();
  });

  it('hides its option list 200 ms after focus leaves it', async () => {
    const { user } = await renderApp({ handlers: bothMethods });
    const form = within(await headerForm());
    await user.click(screen.getByRole('button', { name: 'Login method: Username' }));
    const list = screen.getByRole('listbox', { name: 'Login method' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Username', 'SMS']);
    expect(within(list).getByRole('option', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');

    vi.useFakeTimers();
    act(() => form.getByLabelText('Password').focus());
    act(() => vi.advanceTimersByTime(LIST_HIDE_DELAY_MS - 1));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('switches to SMS login with the keyboard', async () => {
    const { user } = await renderApp({ handlers: bothMethods });
    await headerForm();
    screen.getByRole('button', { name: 'Login method: Username' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    const smsForm = within(await headerForm());
    expect(await smsForm.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login method: SMS' })).toHaveFocus();
    expect(smsForm.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(smsForm.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('shows the SMS problem in the header', async () => {
    const { user } = await renderApp({ handlers: bothMethods });
    await headerForm();
    await user.click(screen.getByRole('button', { name: 'Login method: Username' }));
    await user.click(screen.getByRole('option', { name: 'SMS' }));
    const smsForm = within(await headerForm());
    await user.click(await smsForm.findByRole('button', { name: 'Log in' }));
    expect(smsForm.getByRole('alert')).toHaveTextContent('Please enter a valid mobile number.');
  });
});
