import fc from 'fast-check';
import { afterAll, beforeAll, describe } from 'vitest';
import { createQaMember, logInAs, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import { itNeverFailsOnHostileText, itRefusesBrokenInputs } from './procedure-properties.js';
import { rewardsCases } from './rewards-cases.js';

/**
 * Property: whatever a client sends to a rewards procedure, the answer is a
 * 4xx carrying a catalogue key, never a 5xx: inputs invalid for the
 * contract schema are `validation_failed`; hostile text inside otherwise
 * valid input (it reaches the mock) is served or refused, never a failure.
 */
const RUNS_PER_PROCEDURE = 25;
const HOSTILE_RUNS_PER_PROCEDURE = 15;
const PAYMENT_PASSWORD = '864209';

let stack: TStack;
let guest: GatewayVisitor;
let member: GatewayVisitor;
const CASES = Object.values(
  rewardsCases({
    signUpPromotionId: '1',
    loginPromotionId: '2',
    rafflePromotionId: '3',
    claimId: '1',
    transactionId: '1',
    promoCode: 'LUCKY2026',
    missionId: '1',
    rewardId: '1',
    paymentPassword: PAYMENT_PASSWORD,
  }),
);

beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  guest = new GatewayVisitor(stack.app, { ip: '192.0.2.232' });
  member = new GatewayVisitor(stack.app, { ip: '192.0.2.233' });
  await logInAs(
    member,
    await createQaMember(stack.mock, 'player', {
      balanceMinor: 1_000_000,
      paymentPassword: PAYMENT_PASSWORD,
    }),
  );
}, 60_000);
afterAll(() => stack?.stop());

describe('rewards procedures refuse broken input with validation_failed', () => {
  itRefusesBrokenInputs(
    CASES,
    { values: fc.oneof(fc.constant(''), fc.string({ minLength: 65, maxLength: 80 })), textFieldsOnly: true },
    () => ({ guest, member }),
    RUNS_PER_PROCEDURE,
  );
});

describe('no rewards procedure answers a 5xx to hostile text', () => {
  itNeverFailsOnHostileText(CASES, () => ({ guest, member }), HOSTILE_RUNS_PER_PROCEDURE);
});
