import fc from 'fast-check';
import { afterAll, beforeAll, describe } from 'vitest';
import { createQaMember, logInAs, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { lotteryCases } from './lottery-cases.js';
import { itNeverFailsOnHostileText, itRefusesBrokenInputs } from './procedure-properties.js';

/**
 * Property: whatever a client sends to a lottery procedure, the answer is a
 * 4xx carrying a catalogue key, never a 5xx: inputs invalid for the
 * contract schema (codes with path tricks, bad days and ranges, unknown
 * prize modes) are `validation_failed`; hostile text inside otherwise valid
 * input (it reaches the mock) is served or refused, never a failure.
 */
const RUNS_PER_PROCEDURE = 25;
const HOSTILE_RUNS_PER_PROCEDURE = 15;

let stack: TStack;
let guest: GatewayVisitor;
let member: GatewayVisitor;
const CASES = Object.values(
  lotteryCases({
    gameCode: 'LOTT_FAST_1M',
    drawCode: '20261125-0001',
    date: '2026-11-25',
    orderNo: '1',
    subOrderNo: '1',
  }),
);

beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  guest = new GatewayVisitor(stack.app, { ip: '192.0.2.240' });
  member = new GatewayVisitor(stack.app, { ip: '192.0.2.241' });
  await logInAs(member, await createQaMember(stack.mock, 'player'));
}, 60_000);
afterAll(() => stack?.stop());

describe('lottery procedures refuse broken input with validation_failed', () => {
  itRefusesBrokenInputs(
    CASES,
    {
      values: fc.oneof(
        fc.constantFrom('', ' ', '../orders', 'a/b', 'x?y=1', '2026-13-01', 'a b'),
        fc.string({ minLength: 65, maxLength: 80 }),
      ),
      textFieldsOnly: true,
    },
    () => ({ guest, member }),
    RUNS_PER_PROCEDURE,
  );
});

describe('no lottery procedure answers a 5xx to hostile text', () => {
  itNeverFailsOnHostileText(CASES, () => ({ guest, member }), HOSTILE_RUNS_PER_PROCEDURE);
});
