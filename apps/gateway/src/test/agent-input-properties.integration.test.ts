import fc from 'fast-check';
import { afterAll, beforeAll, describe } from 'vitest';
import { agentCases, type TAgentIds } from './agent-cases.js';
import { createQaMember, logInAs, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { itNeverFailsOnHostileText, itRefusesBrokenInputs } from './procedure-properties.js';

/**
 * Property: whatever a client sends to an agent procedure, the answer is a
 * 4xx carrying a catalogue key, never a 5xx: inputs invalid for the
 * contract schema are `validation_failed`; hostile text inside otherwise
 * valid input (it reaches the mock) is served or refused, never a failure.
 */
const RUNS_PER_PROCEDURE = 25;
const HOSTILE_RUNS_PER_PROCEDURE = 15;

let stack: TStack;
let guest: GatewayVisitor;
let agent: GatewayVisitor;
const ids: TAgentIds = {
  memberId: '1',
  agentMemberId: '1',
  username: 'nobody',
  linkId: '1',
  contractId: '1',
};
const CASES = Object.values(agentCases(ids));

beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  guest = new GatewayVisitor(stack.app, { ip: '192.0.2.230' });
  agent = new GatewayVisitor(stack.app, { ip: '192.0.2.231' });
  await logInAs(agent, await createQaMember(stack.mock, 'agent', { balanceMinor: 1_000_000 }));
}, 60_000);
afterAll(() => stack?.stop());

describe('agent procedures refuse broken input with validation_failed', () => {
  itRefusesBrokenInputs(
    CASES,
    { values: fc.oneof(fc.constant(''), fc.string({ minLength: 65, maxLength: 80 })), textFieldsOnly: true },
    () => ({ guest, member: agent }),
    RUNS_PER_PROCEDURE,
  );
});

describe('no agent procedure answers a 5xx to hostile text', () => {
  itNeverFailsOnHostileText(CASES, () => ({ guest, member: agent }), HOSTILE_RUNS_PER_PROCEDURE);
});
