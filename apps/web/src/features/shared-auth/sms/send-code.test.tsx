import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOutputOf } from '../../../test/fake-api';
import { apiError, type THandlers } from '../../../test/fake-api';
import { siteStatus } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const smsOnly = { 'system.status': () => siteStatus({ flags: { MOBILEVERCODELOGIN3: true } }) };

/** Opens the SMS login with a valid number typed, then switches to fake timers for the clock-driven part. */
const renderSmsLogin = async (handlers: THandlers) => {
  const rendered = await renderApp({ path: '/login', handlers: { ...smsOnly, ...handlers } });
  const modal = within(await screen.findByRole('dialog', { name: 'Log in' }));
  await rendered.user.type(modal.getByLabelText(/^Mobile number/), '9171234567');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  return { ...rendered, modal, sendButton: () => modal.getByTestId('send-sms-code') };
};

/** Lets timers (and the promises they release: batching, query notifications) run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('sending an SMS code', () => {
  it('runs one request at a time, then counts down from expiresInSeconds', async () => {
    let answer: (value: TOutputOf<'session.sendLoginSms'>) => void = () => {};
    const { api, sendButton } = await renderSmsLogin({
      'session.sendLoginSms': () =>
        new Promise<TOutputOf<'session.sendLoginSms'>>((resolve) => {
          answer = resolve;
        }),
    });

    fireEvent.click(sendButton());
    await advance(0);
    expect(api.callsTo('session.sendLoginSms')).toHaveLength(1);
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');

    // Still in flight two seconds later: more clicks send nothing.
    await advance(2000);
    fireEvent.click(sendButton());
    await advance(0);
    expect(api.callsTo('session.sendLoginSms')).toHaveLength(1);

    answer({ expiresInSeconds: 90 });
    await advance(0);
    expect(sendButton()).toHaveTextContent('Resend in 90 s');
    expect(sendButton()).toBeDisabled();

    await advance(1000);
    expect(sendButton()).toHaveTextContent('Resend in 89 s');

    await advance(89_000);
    expect(sendButton()).toHaveTextContent('Send code');
    expect(sendButton()).toBeEnabled();
    fireEvent.click(sendButton());
    await advance(0);
    expect(api.callsTo('session.sendLoginSms')).toHaveLength(2);
  });

  it('ignores clicks within a second of the last one, and warns when a send fails', async () => {
    const { api, sendButton } = await renderSmsLogin({
      'session.sendLoginSms': () => Promise.reject(apiError({ key: 'mobile_not_registered' })),
    });

    fireEvent.click(sendButton());
    await advance(0);
    expect(api.callsTo('session.sendLoginSms')).toHaveLength(1);
    const warning = within(screen.getByRole('dialog', { name: 'SMS not sent' }));
    expect(warning.getByText('This mobile number is not registered.')).toBeInTheDocument();
    fireEvent.click(warning.getByRole('button', { name: 'OK' }));
    expect(sendButton()).toBeEnabled();

    // The failure left no countdown, but the click comes too soon after the last one.
    await advance(300);
    fireEvent.click(sendButton());
    await advance(0);
    expect(api.callsTo('session.sendLoginSms')).toHaveLength(1);

    await advance(1000);
    fireEvent.click(sendButton());
    await advance(0);
    expect(api.callsTo('session.sendLoginSms')).toHaveLength(2);
  });

  it('waits out the retry hint of a refused send', async () => {
    const { sendButton } = await renderSmsLogin({
      'session.sendLoginSms': () =>
        Promise.reject(apiError({ key: 'too_many_requests', hint: { retryAfterSeconds: 30 } }, 429)),
    });
    fireEvent.click(sendButton());
    await advance(0);
    expect(sendButton()).toHaveTextContent('Resend in 30 s');
  });

  it('shows a number the gateway refuses under the mobile number field, not in a warning', async () => {
    const { modal, sendButton } = await renderSmsLogin({
      'session.sendLoginSms': () =>
        Promise.reject(
          apiError({ key: 'validation_failed', fieldErrors: { mobileNum: 'validation.mobile' } }, 400),
        ),
    });
    fireEvent.click(sendButton());
    await advance(0);
    expect(modal.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'Please enter a valid mobile number.',
    );
    expect(screen.queryByRole('dialog', { name: 'SMS not sent' })).not.toBeInTheDocument();
  });
});
