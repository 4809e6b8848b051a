import type { TMockUpstream } from './mock-upstream.js';

export type TOutboxPurpose =
  'login' | 'register' | 'reset' | 'bind_mobile' | 'second_factor' | 'temporary_password';

export type TOutboxMessage = {
  channel: 'sms' | 'email';
  to: string;
  purpose: TOutboxPurpose;
  code?: string;
  body: string;
  createdAt: string;
};

/** An SMS recipient as the outbox writes it: country code and number as digits, no `+`. */
export const smsAddress = (countryDialingCode: string, mobileNum: string): string =>
  `${countryDialingCode}${mobileNum}`.replace(/\D/g, '');

/** The newest message of that purpose the mock "sent" to a number or address. */
export const latestMessage = async (
  mock: TMockUpstream,
  to: string,
  purpose: TOutboxPurpose,
): Promise<TOutboxMessage> => {
  const { messages } = await mock.qa<{ messages: TOutboxMessage[] }>(
    'GET',
    `/outbox?to=${encodeURIComponent(to)}`,
  );
  const message = messages.find((candidate) => candidate.purpose === purpose);
  if (!message) throw new Error(`no ${purpose} message to ${to} in the outbox`);
  return message;
};

/** The code of the newest message of that purpose. */
export const latestCode = async (
  mock: TMockUpstream,
  to: string,
  purpose: TOutboxPurpose,
): Promise<string> => {
  const message = await latestMessage(mock, to, purpose);
  if (!message.code) throw new Error(`the ${purpose} message to ${to} carries no code`);
  return message.code;
};

/** A mobile number nobody has registered: digits after a fixed prefix, random enough per run. */
export const unusedMobileNumber = (): string =>
  `917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
