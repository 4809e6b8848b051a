import type { TApp } from '../app.js';
import { DEMO_PASSWORD } from '../db/seed-data/members.js';
import { logIn } from './test-app.js';
import { merchantDay } from './withdraw-fixtures.js';

/** The session token of a seeded (or QA-built) member with the demo password. */
export const tokenOf = async (app: TApp, username: string, password = DEMO_PASSWORD): Promise<string> => {
  const reply = await logIn(app, { username, password });
  if (reply.statusCode !== 200) throw new Error(`${username} did not log in: ${reply.body}`);
  return reply.json<{ value: { token: string } }>().value.token;
};

/** The last `days` merchant days up to today, as the reports take them. */
export const lastDays = (days: number) => ({ startDate: merchantDay(days - 1), endDate: merchantDay(0) });
