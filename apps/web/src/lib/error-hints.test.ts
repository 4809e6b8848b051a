import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessageOf, restrictionMessage, type THintFormat } from './error-hints';
import { formatBalance, formatMerchantMinute } from './format';
import { changeLanguage, i18n } from './i18n';
import { translateMessage } from './message';

const clientError = (data: unknown) =>
  TRPCClientError.from({ error: { message: 'x', code: -32600, data } } as never);

const format: THintFormat = { money: (minor) => formatBalance(minor, '₱'), moment: formatMerchantMinute };
const textOf = (error: unknown) => translateMessage(i18n.t, errorMessageOf(error, format));

/** Midnight of 30 November 2026 in the merchant's time (UTC+8). */
const MIDNIGHT = Date.UTC(2026, 10, 29, 16, 0);
const limitError = (key: string, type: string, period: string, left: number) =>
  clientError({ key, hint: { limit: { type, period, left, resetsAt: MIDNIGHT } } });

afterEach(async () => {
  await changeLanguage('EN');
});

describe('error messages filled from hints', () => {
  it('say what a limit leaves and when it resets, money or minutes, in EN', () => {
    expect(textOf(limitError('deposit_limit_reached', 'deposit', 'day', 12_000))).toBe(
      'Your daily deposit limit leaves ₱120.00 until 30/11/2026 00:00.',
    );
    expect(textOf(limitError('loss_limit_reached', 'loss', 'week', 250_050))).toBe(
      'Your weekly loss limit leaves ₱2,500.50 until 30/11/2026 00:00.',
    );
    expect(textOf(limitError('play_time_limit_reached', 'play_time', 'day', 15))).toBe(
      'Your daily play time limit leaves 15 min until 30/11/2026 00:00.',
    );
    expect(textOf(limitError('wager_limit_reached', 'wager', 'month', 0))).toBe(
      'You have reached your monthly wager limit until 30/11/2026 00:00.',
    );
  });

  it('say the same in Tagalog', async () => {
    await changeLanguage('TY');
    expect(textOf(limitError('deposit_limit_reached', 'deposit', 'day', 12_000))).toBe(
      'Ang iyong pang-araw-araw na limitasyon sa deposito ay may natitira pang ₱120.00 hanggang 30/11/2026 00:00.',
    );
    expect(textOf(limitError('play_time_limit_reached', 'play_time', 'day', 15))).toBe(
      'Ang iyong pang-araw-araw na limitasyon sa oras ng paglalaro ay may natitira pang 15 minuto hanggang 30/11/2026 00:00.',
    );
    expect(textOf(limitError('loss_limit_reached', 'loss', 'month', 0))).toBe(
      'Naabot mo na ang iyong buwanang limitasyon sa talo hanggang 30/11/2026 00:00.',
    );
  });

  it('say why and until when play is closed, and that withdrawals and records stay open', async () => {
    const until = Date.UTC(2026, 11, 6, 6, 30);
    const restricted = (kind: string, untilAt: number | null) =>
      clientError({ key: 'account_restricted', hint: { restriction: { kind, since: 0, until: untilAt } } });
    expect(textOf(restricted('time_out', until))).toBe(
      'You are taking a break until 06/12/2026 14:30: until then you cannot play, deposit or claim rewards. You can still withdraw your balance and read your records.',
    );
    expect(textOf(restricted('returning', until))).toBe(
      'You asked to return: play opens on 06/12/2026 14:30. Until then you can withdraw your balance and read your records.',
    );
    expect(textOf(restricted('restricted', null))).toContain('national list of restricted persons');
    // A dated kind without its date still reads well.
    expect(textOf(restricted('self_exclusion', null))).toBe(i18n.t('error.account_restricted'));
    await changeLanguage('TY');
    expect(textOf(restricted('self_exclusion', until))).toBe(
      'Ibinukod mo ang iyong sarili sa paglalaro hanggang 06/12/2026 14:30: hanggang noon, hindi ka makakapaglaro, makakapagdeposito o makakakuha ng gantimpala. Maaari mo pa ring i-withdraw ang iyong balanse at basahin ang iyong mga rekord.',
    );
  });

  it('read well without a hint, and leave other failures as they were', () => {
    expect(textOf(clientError({ key: 'deposit_limit_reached' }))).toBe(
      'This deposit goes over your deposit limit. See your limits under Responsible gaming.',
    );
    expect(textOf(clientError({ key: 'registration_not_available' }))).toBe(
      "We can't open an account with these details. Contact customer service.",
    );
    expect(
      errorMessageOf(clientError({ key: 'too_many_requests', hint: { retryAfterSeconds: 30 } }), format),
    ).toEqual({
      key: 'error.too_many_requests',
    });
  });

  it('give the banner the same sentence as the refusal', () => {
    const restriction = { kind: 'time_out', until: Date.UTC(2026, 11, 6, 6, 30) } as const;
    expect(translateMessage(i18n.t, restrictionMessage(restriction, format))).toBe(
      textOf(clientError({ key: 'account_restricted', hint: { restriction: { ...restriction, since: 0 } } })),
    );
  });
});
