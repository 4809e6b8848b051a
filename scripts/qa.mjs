#!/usr/bin/env node
// QA scenarios against the running mock upstream: `npm run qa -- <command> [json|args]`.
// Calls http://127.0.0.1:${MOCK_PORT||4000}/__qa/<command> (the mock needs QA_API=1) and prints the reply:
// a GET without a body, a POST with one, unless the command names its method (PUT, DELETE).

const baseUrl = `http://127.0.0.1:${process.env.MOCK_PORT || 4000}/__qa`;

const onOff = (word, usage) => {
  if (word === 'on' || word === 'true' || word === '1') return true;
  if (word === 'off' || word === 'false' || word === '0') return false;
  throw new Error(`expected on or off: ${usage}`);
};

const SECOND_FACTORS = ['PHONE', 'EMAIL', 'PAYEE', 'AUTHENTICATOR'];

/** Each command: how to use it, what it does, and the call it makes from its arguments (`method` when not GET or POST). */
const COMMANDS = {
  maintenance: {
    usage: 'maintenance on|off',
    about: 'switch the maintenance screen',
    call: ([state]) => ({ path: 'maintenance', body: { on: onOff(state, 'maintenance on|off') } }),
  },
  'region-block': {
    usage: 'region-block on|off',
    about: 'switch the blocked-region screen',
    call: ([state]) => ({ path: 'region-block', body: { on: onOff(state, 'region-block on|off') } }),
  },
  whitelabel: {
    usage: 'whitelabel <FLAG> on|off',
    about: 'switch a whitelabel flag, e.g. FREEPLAY3',
    call: ([flag, state]) => {
      if (!flag) throw new Error('usage: whitelabel <FLAG> on|off');
      return { path: 'whitelabel', body: { flag, enabled: onOff(state, 'whitelabel <FLAG> on|off') } };
    },
  },
  'game-maintenance': {
    usage: 'game-maintenance vendor|game <code or nodeId> on|off',
    about: 'put a vendor (e.g. PT) or one game (its nodeId, e.g. 1001) under maintenance',
    call: ([target, id, state]) => {
      const usage = 'game-maintenance vendor|game <code or nodeId> on|off';
      if (!id || (target !== 'vendor' && target !== 'game')) throw new Error(`usage: ${usage}`);
      const key = target === 'vendor' ? 'vassalage' : 'nodeId';
      return { path: 'game-maintenance', body: { [key]: id, on: onOff(state, usage) } };
    },
  },
  members: {
    usage: 'members <kind> [method] [balanceMinor]',
    about:
      'a new member with a live session (kind: player, agent, trial, first-login, expired-password, insecure-default, disabled, mobile); method PHONE, EMAIL, PAYEE or AUTHENTICATOR sets a second factor; the JSON form also takes uplineUsername (an agent) and paymentPassword',
    call: ([kind = 'player', ...rest]) => {
      const secondFactor = rest.find((word) => SECOND_FACTORS.includes(word.toUpperCase()));
      const balance = rest.find((word) => /^\d+$/.test(word));
      return {
        path: 'members',
        body: {
          kind,
          ...(secondFactor ? { secondFactor: secondFactor.toUpperCase() } : {}),
          ...(balance === undefined ? {} : { balanceMinor: Number(balance) }),
        },
      };
    },
  },
  outbox: {
    usage: 'outbox [to] [limit]',
    about: 'SMS and emails the mock "sent", newest first (to: 639171234567 or an email)',
    call: ([to, limit]) => {
      const query = new URLSearchParams({ ...(to ? { to } : {}), ...(limit ? { limit } : {}) }).toString();
      return { path: `outbox${query ? `?${query}` : ''}` };
    },
  },
  'register-settings': {
    usage: "register-settings <field> '<rule json>'",
    about: 'merge part of a register rule, e.g. register-settings email \'{"required":true}\'',
    call: ([field, rule]) => {
      if (!field || !rule) throw new Error("usage: register-settings <field> '<rule json>'");
      return { path: 'register-settings', body: { field, rule: JSON.parse(rule) } };
    },
  },
  expire: {
    usage: 'expire <token>',
    about: 'end a session: the token answers 401 login.not.session from then on',
    call: ([token]) => {
      if (!token) throw new Error('usage: expire <token>');
      return { path: 'sessions/expire', body: { token } };
    },
  },
  captcha: {
    usage: 'captcha',
    about: 'show the id and text of the latest captcha',
    call: () => ({ path: 'captcha/latest' }),
  },
  withdrawals: {
    usage: 'withdrawals [status]',
    about: 'withdrawals with member usernames (status: pending, approved, rejected, received, not_received)',
    call: ([status]) => ({ path: `withdrawals${status ? `?status=${encodeURIComponent(status)}` : ''}` }),
  },
  'approve-withdrawal': {
    usage: 'approve-withdrawal <id>',
    about: 'approve a pending withdrawal: the member confirmation window starts',
    call: ([id]) => {
      if (!id) throw new Error('usage: approve-withdrawal <id>');
      return { path: `withdrawals/${id}/approve`, body: {} };
    },
  },
  'reject-withdrawal': {
    usage: 'reject-withdrawal <id> [remark]',
    about: 'reject a pending withdrawal: the held amount goes back to the main wallet',
    call: ([id, ...remark]) => {
      if (!id) throw new Error('usage: reject-withdrawal <id> [remark]');
      return { path: `withdrawals/${id}/reject`, body: remark.length ? { remark: remark.join(' ') } : {} };
    },
  },
  'auto-confirm': {
    usage: 'auto-confirm [minutesLater]',
    about: 'run the withdrawal auto-receipt as if minutesLater (default: the window) had passed',
    call: ([minutes]) => ({
      path: 'withdrawals/auto-confirm',
      body: minutes ? { minutesLater: Number(minutes) } : {},
    }),
  },
  bonus: {
    usage: 'bonus <username> <amountMinor> [type] [remark]',
    about: 'credit a bonus to the main wallet (type: MANUAL default, PROMOTION, REBATE, DEPOSIT_BONUS)',
    call: ([username, amount, type, ...remark]) => {
      if (!username || !/^\d+$/.test(amount ?? ''))
        throw new Error('usage: bonus <username> <amountMinor> [type] [remark]');
      return {
        path: 'bonus',
        body: {
          username,
          amountMinor: Number(amount),
          ...(type ? { type: type.toUpperCase() } : {}),
          ...(remark.length ? { remark: remark.join(' ') } : {}),
        },
      };
    },
  },
  deposits: {
    usage: 'deposits [status]',
    about: 'deposit orders with member usernames (status: pending, approved, rejected)',
    call: ([status]) => ({ path: `deposits${status ? `?status=${encodeURIComponent(status)}` : ''}` }),
  },
  'approve-deposit': {
    usage: 'approve-deposit <id>',
    about: 'approve a pending deposit: credits the main wallet and files an inbox message',
    call: ([id]) => {
      if (!id) throw new Error('usage: approve-deposit <id>');
      return { path: `deposits/${id}/approve`, body: {} };
    },
  },
  'reject-deposit': {
    usage: 'reject-deposit <id> [remark]',
    about: 'reject a pending deposit, telling the member the remark',
    call: ([id, ...remark]) => {
      if (!id) throw new Error('usage: reject-deposit <id> [remark]');
      return { path: `deposits/${id}/reject`, body: remark.length ? { remark: remark.join(' ') } : {} };
    },
  },
  cashier: {
    usage: 'cashier single-wallet|deposits on|off',
    about: 'switch single wallet or deposits; the JSON form also takes withdrawAutoConfirmMinutes',
    call: ([setting, state]) => {
      const usage = 'cashier single-wallet|deposits on|off';
      const key = { 'single-wallet': 'isSingleWallet', deposits: 'allowDeposit' }[setting];
      if (!key) throw new Error(`usage: ${usage}`);
      return { path: 'cashier', body: { [key]: onOff(state, usage) } };
    },
  },
  'agent-tree': {
    usage: 'agent-tree <members> <betsPerMember> <days> [agentUsername]',
    about: 'a big agent team for load: sub-agents two levels down, players, one deposit each, settled rounds',
    call: ([members, betsPerMember, days, agentUsername]) => {
      if (!members || !betsPerMember || !days)
        throw new Error('usage: agent-tree <members> <betsPerMember> <days> [agentUsername]');
      return {
        path: 'agent/tree',
        body: {
          members: Number(members),
          betsPerMember: Number(betsPerMember),
          days: Number(days),
          ...(agentUsername ? { agentUsername } : {}),
        },
      };
    },
  },
  'agent-clock': {
    usage: 'agent-clock <minutes>',
    about:
      "move the merchant's mock clock forward (agent contract periods and settlements, responsible gaming cooling-offs and breaks)",
    call: ([minutes]) => {
      if (!minutes || Number.isNaN(Number(minutes))) throw new Error('usage: agent-clock <minutes>');
      return { path: 'agent/clock', body: { minutes: Number(minutes) } };
    },
  },
  'agent-settle': {
    usage: 'agent-settle [contractType]',
    about: 'run the agent settlement job now (dividend, daily, hourly or realtime; all without)',
    call: ([contractType]) => ({ path: 'agent/settle', body: contractType ? { contractType } : {} }),
  },
  'ledger-check': {
    usage: 'ledger-check',
    about: 'check every wallet against its ledger; lists the ones that differ',
    call: () => ({ path: 'ledger-check' }),
  },
  feedback: {
    usage: 'feedback [limit]',
    about: 'the feedback visitors and members sent (text, picture types and sizes), newest first',
    call: ([limit]) => ({ path: `feedback${limit ? `?${new URLSearchParams({ limit })}` : ''}` }),
  },
  audit: {
    usage: 'audit [memberId] [limit]',
    about: 'the audit trail (account changes and money requests), newest first; reset keeps it',
    call: ([memberId, limit]) => {
      const query = new URLSearchParams({
        ...(memberId ? { memberId } : {}),
        ...(limit ? { limit } : {}),
      }).toString();
      return { path: `audit${query ? `?${query}` : ''}` };
    },
  },
  'lottery-draw': {
    usage: 'lottery-draw <gameCode>',
    about: "draw a lottery game's current draw now and settle it (e.g. VN_FAST_5M)",
    call: ([gameCode]) => {
      if (!gameCode) throw new Error('usage: lottery-draw <gameCode>');
      return { path: `lottery/games/${gameCode}/draw-now`, body: {} };
    },
  },
  'lottery-peek': {
    usage: 'lottery-peek <gameCode>',
    about: "a lottery game's current draw with its committed seed and the results it will draw",
    call: ([gameCode]) => {
      if (!gameCode) throw new Error('usage: lottery-peek <gameCode>');
      return { path: `lottery/games/${gameCode}/current` };
    },
  },
  'lottery-clock': {
    usage: 'lottery-clock <gameCode> <offsetMs>',
    about: "move a lottery game's clock (its now = real now + offset)",
    call: ([gameCode, offsetMs]) => {
      if (!gameCode || !offsetMs || Number.isNaN(Number(offsetMs)))
        throw new Error('usage: lottery-clock <gameCode> <offsetMs>');
      return { path: `lottery/games/${gameCode}/clock`, body: { offsetMs: Number(offsetMs) } };
    },
  },
  'rg-member': {
    usage: 'rg-member <username>',
    about:
      "a member's responsible gaming: limits as the overview shows them, breaks, reality check, restriction",
    call: ([username]) => {
      if (!username) throw new Error('usage: rg-member <username>');
      return { path: `responsible/members/${encodeURIComponent(username)}` };
    },
  },
  'rg-reality-check': {
    usage: 'rg-reality-check <username> <seconds>',
    about: "set a member's reality check in seconds (0 off), so it fires within a test",
    call: ([username, seconds]) => {
      if (!username || !/^\d+$/.test(seconds ?? ''))
        throw new Error('usage: rg-reality-check <username> <seconds>');
      return {
        method: 'PUT',
        path: `responsible/members/${encodeURIComponent(username)}/reality-check`,
        body: { seconds: Number(seconds) },
      };
    },
  },
  restrict: {
    usage: 'restrict <mobile | full name> [yyyy-mm-dd]',
    about:
      "put a person on the restricted persons list (PAGCOR stand-in): digits are a +63 mobile, words a full name, with an optional birth date; restricted-persons '<json>' also takes countryDialingCode",
    call: (words) => {
      const birthDate = /^\d{4}-\d{2}-\d{2}$/.test(words.at(-1) ?? '') ? words.at(-1) : undefined;
      const who = (birthDate ? words.slice(0, -1) : words).join(' ').trim();
      if (!who) throw new Error('usage: restrict <mobile | full name> [yyyy-mm-dd]');
      const person = /^\+?[\d\s]+$/.test(who) ? { mobile: who.replace(/\D/g, '') } : { fullName: who };
      return { path: 'restricted-persons', body: { ...person, ...(birthDate ? { birthDate } : {}) } };
    },
  },
  restricted: {
    usage: 'restricted',
    about: 'the restricted persons list, newest first (self-exclusions included)',
    call: () => ({ path: 'restricted-persons' }),
  },
  unrestrict: {
    usage: 'unrestrict <id>',
    about: 'take a person off the restricted persons list',
    call: ([id]) => {
      if (!/^\d+$/.test(id ?? '')) throw new Error('usage: unrestrict <id>');
      return { method: 'DELETE', path: `restricted-persons/${id}` };
    },
  },
  reset: {
    usage: 'reset',
    about: 'wipe everything but the audit trail and seed again (flags, register settings, members, outbox)',
    call: () => ({ path: 'reset', body: {} }),
  },
};

const help = () => {
  const lines = [
    'npm run qa -- <command> [args]      (the mock must run with QA_API=1)',
    '',
    ...Object.values(COMMANDS).map(({ usage, about }) => `  ${usage.padEnd(44)} ${about}`),
    `  ${"<path> '<json>'".padEnd(44)} post any JSON to /__qa/<path>, e.g. members '{"kind":"agent"}'`,
    `  ${'help'.padEnd(44)} this list`,
    '',
    `Target: ${baseUrl} (set MOCK_PORT to change the port)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
};

/** `<command> '<json>'` posts the JSON as is; otherwise the command builds the body from its words. */
const requestOf = (command, args) => {
  if (args[0]?.trim().startsWith('{')) return { path: command, body: JSON.parse(args[0]) };
  const known = COMMANDS[command];
  if (!known) throw new Error(`unknown command ${command}; see npm run qa -- help`);
  return known.call(args);
};

const main = async () => {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help' || command === '-h') return help();
  const { path, body, method = body === undefined ? 'GET' : 'POST' } = requestOf(command, args);
  const url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
  let response;
  try {
    response = await fetch(
      url,
      body === undefined
        ? { method }
        : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  } catch (error) {
    throw new Error(`cannot reach ${url}: ${error.cause?.code ?? error.message}. Is the mock running?`);
  }
  const text = await response.text();
  let printed = text;
  try {
    printed = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON: print it as it came.
  }
  process.stdout.write(`${printed}\n`);
  if (response.status === 404 && !text.includes('"success"')) {
    process.stderr.write('Not found: is the mock running with QA_API=1?\n');
  }
  if (!response.ok) process.exitCode = 1;
};

main().catch((error) => {
  process.stderr.write(`qa: ${error.message}\n`);
  process.exitCode = 1;
});
