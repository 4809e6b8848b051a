import type { TApp } from '../app.js';
import type { TDatabase } from '../db/client.js';
import { DEMO_PASSWORD } from '../seed/data/members.js';
import { memberIdOf } from './round-fixtures.js';
import { logIn, qa } from './test-app.js';
import { createPayer, getAs, merchantDay, postAs, type TPayer } from './withdraw-fixtures.js';

/** The session token of a seeded (or QA-built) member with the demo password. */
export const tokenOf = async (app: TApp, username: string, password = DEMO_PASSWORD): Promise<string> => {
  const reply = await logIn(app, { username, password });
  if (reply.statusCode !== 200) throw new Error(`${username} did not log in: ${reply.body}`);
  return reply.json<{ value: { token: string } }>().value.token;
};

/** The last `days` merchant days up to today, as the reports take them. */
export const lastDays = (days: number) => ({ startDate: merchantDay(days - 1), endDate: merchantDay(0) });

/** A QA member with its id. */
export type TTeamMember = TPayer & { id: number };

/**
 * A fresh team: `top` (an agent without upline) over `sub` (agent) and
 * `player`; `deep` (agent) under `sub`, `deepPlayer` under `deep`. Agents
 * start with `balanceMinor` and the fixtures' payment password.
 */
export const createTeam = async (app: TApp, db: TDatabase, balanceMinor = 100_000) => {
  const member = async (kind: 'agent' | 'player', uplineUsername?: string): Promise<TTeamMember> => {
    const payer = await createPayer(app, {
      kind,
      balanceMinor: kind === 'agent' ? balanceMinor : 0,
      uplineUsername,
    });
    return { ...payer, id: memberIdOf(db, payer.username) };
  };
  const top = await member('agent');
  const sub = await member('agent', top.username);
  const player = await member('player', top.username);
  const deep = await member('agent', sub.username);
  const deepPlayer = await member('player', deep.username);
  return { top, sub, player, deep, deepPlayer };
};
export type TTeam = Awaited<ReturnType<typeof createTeam>>;

/** A call of the agent group as the gateway makes it: GET with a query, POST with a body. */
export const callAs = (
  app: TApp,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, string | number | boolean | object> = {},
) =>
  method === 'GET'
    ? getAs(app, token, path, input as Record<string, string | number>)
    : postAs(app, token, path, input);

/** A contract in force through QA; answers the wire contract. */
export const grantContract = async (
  app: TApp,
  body: {
    uplineUsername?: string;
    username: string;
    contractType: string;
    ratePercent: number;
    period?: string;
    minValidBet?: number;
    minActiveMembers?: number;
  },
) => {
  const reply = await qa(app, '/agent/contracts', body);
  if (reply.statusCode !== 200) throw new Error(`QA contract not written: ${reply.body}`);
  const contract = reply.json<{ contractId: number; status: string; rate: number }>();
  return { ...contract, contractId: String(contract.contractId) };
};

/** The status and error key of a reply, to compare in one go. */
export const outcome = (reply: { statusCode: number; json: () => { errorCode?: string } }) => [
  reply.statusCode,
  reply.json().errorCode,
];
