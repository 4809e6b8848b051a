#!/usr/bin/env node
// QA scenarios against the running mock upstream: `npm run qa -- <command> [json|args]`.
// Posts to http://127.0.0.1:${MOCK_PORT||4000}/__qa/<command> (the mock needs QA_API=1) and prints the reply.

const baseUrl = `http://127.0.0.1:${process.env.MOCK_PORT || 4000}/__qa`;

const onOff = (word, usage) => {
  if (word === 'on' || word === 'true' || word === '1') return true;
  if (word === 'off' || word === 'false' || word === '0') return false;
  throw new Error(`expected on or off: ${usage}`);
};

const SECOND_FACTORS = ['PHONE', 'EMAIL', 'PAYEE', 'AUTHENTICATOR'];

/** Each command: how to use it, what it does, and the call it makes from its arguments. */
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
      'a new member with a live session (kind: player, agent, trial, first-login, expired-password, insecure-default, disabled, mobile); method PHONE, EMAIL, PAYEE or AUTHENTICATOR sets a second factor',
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
  reset: {
    usage: 'reset',
    about: 'wipe everything and seed again (flags, register settings, members, outbox)',
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
  const { path, body } = requestOf(command, args);
  const url = `${baseUrl}/${path.replace(/^\/+/, '')}`;
  let response;
  try {
    response = await fetch(
      url,
      body === undefined
        ? { method: 'GET' }
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
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
