import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_CATEGORIES,
  ZFavouriteAddInputSchema,
  ZFavouriteRemoveInputSchema,
  ZFavouritesInputSchema,
  ZGameListInputSchema,
  ZLaunchInputSchema,
  ZLotteryLaunchInputSchema,
  ZTrialLaunchInputSchema,
} from '@site/contracts';
import { createQaMember, logInAs, startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import {
  callProcedure,
  expectRefusedWithKey,
  itNeverFailsOnHostileText,
  itRefusesBrokenInputs,
  noInputCase,
  type TProcedureCase,
  withField,
} from './procedure-properties.js';

/**
 * Property: whatever a client sends to a games procedure, the answer is a
 * 4xx carrying a catalogue key, never a 5xx. Inputs are generated to be
 * invalid for the procedure's contract schema (wrong types, missing fields,
 * overlong or malformed codes, out-of-range pages, random JSON), plus
 * well-formed inputs naming games that do not exist.
 */
const RUNS_PER_PROCEDURE = 40;
/** Hostile text reaches the upstream (it passes the schemas): fewer runs, each a real call. */
const HOSTILE_RUNS_PER_PROCEDURE = 25;

let stack: TStack;
let guest: GatewayVisitor;
let member: GatewayVisitor;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  guest = new GatewayVisitor(stack.app, { ip: '192.0.2.210' });
  member = new GatewayVisitor(stack.app, { ip: '192.0.2.211' });
  await logInAs(member, await createQaMember(stack.mock));
}, 60_000);
afterAll(() => stack?.stop());

/** Codes with path tricks, spaces, or too long. */
const badCode = fc.oneof(
  fc.constantFrom('', ' ', '../etc/passwd', 'a/b', 'x?y=1', '%2e%2e', 'a b', '<script>'),
  fc.string({ minLength: 65, maxLength: 120 }),
);
const badPage = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 10_001 }), fc.double({ noInteger: true }));

const unknownNode = fc.integer({ min: 900_000_000, max: 999_999_999 }).map(String);
const launch = { nodeId: '9001', gameId: '501', vassalage: 'PT' };

const CASES: TProcedureCase[] = [
  noInputCase('games.vendors', 'query'),
  noInputCase('games.types', 'query'),
  noInputCase('games.hot', 'query'),
  noInputCase('games.winners', 'query'),
  {
    path: 'games.list',
    kind: 'query',
    schema: ZGameListInputSchema,
    valid: {
      gameType: 'RNG',
      vassalage: 'PT',
      gameClassify: 'JP',
      gameName: 'lucky',
      pageNo: 1,
      pageSize: 42,
    },
    breakers: [
      withField({}, 'pageNo', badPage),
      withField({}, 'pageSize', fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 43 }))),
      withField({}, 'gameType', fc.string({ maxLength: 10 })),
      withField({}, 'gameClassify', fc.string({ maxLength: 4 })),
      withField({}, 'gameName', fc.string({ minLength: 51, maxLength: 80 })),
    ],
  },
  noInputCase('games.favouriteIds', 'query', true),
  {
    path: 'games.favourites',
    kind: 'query',
    schema: ZFavouritesInputSchema,
    valid: { pageNo: 1, pageSize: 42 },
    breakers: [withField({}, 'pageNo', badPage)],
    asMember: true,
  },
  {
    path: 'games.addFavourite',
    kind: 'mutation',
    schema: ZFavouriteAddInputSchema,
    valid: { nodeId: '9001', vassalage: 'PT', gameType: 'RNG' },
    breakers: [withField({ nodeId: '9001', vassalage: 'PT' }, 'gameType', fc.string({ maxLength: 10 }))],
    refused: fc.record({
      nodeId: unknownNode,
      vassalage: fc.constant('PT'),
      gameType: fc.constantFrom(...GAME_CATEGORIES),
    }),
    asMember: true,
  },
  {
    path: 'games.removeFavourite',
    kind: 'mutation',
    schema: ZFavouriteRemoveInputSchema,
    valid: { nodeId: '9001' },
    asMember: true,
  },
  noInputCase('games.recent', 'query', true),
  noInputCase('games.pokerRooms', 'query', true),
  {
    path: 'games.launch',
    kind: 'mutation',
    schema: ZLaunchInputSchema,
    valid: launch,
    refused: fc.record({ nodeId: unknownNode, gameId: unknownNode, vassalage: fc.constant('PT') }),
    asMember: true,
  },
  noInputCase('games.launchFb', 'mutation', true),
  {
    path: 'games.launchLottery',
    kind: 'mutation',
    schema: ZLotteryLaunchInputSchema,
    valid: { prizeMode: 'LOTT', gameCode: 'HN' },
    asMember: true,
  },
  {
    path: 'games.trialLaunch',
    kind: 'mutation',
    schema: ZTrialLaunchInputSchema,
    valid: { nodeId: '9001', gameId: '501' },
    refused: fc.record({ nodeId: unknownNode, gameId: unknownNode }),
  },
];

describe('every games procedure refuses bad input with a 4xx catalogue key', () => {
  itRefusesBrokenInputs(
    CASES,
    { values: badCode, textFieldsOnly: false },
    () => ({ guest, member }),
    RUNS_PER_PROCEDURE,
  );

  it.each(CASES.filter((testCase) => testCase.refused))(
    '$path: a game that does not exist',
    async (testCase) => {
      await fc.assert(
        fc.asyncProperty(testCase.refused ?? fc.constant(null), async (input) => {
          const result = await callProcedure(testCase, input, { guest, member });
          expectRefusedWithKey(result);
          expect(result.error?.data.key).toBe('game_not_found');
        }),
        { numRuns: 15 },
      );
    },
    60_000,
  );

  it.each(CASES.filter((testCase) => testCase.asMember))(
    '$path: a guest is refused with 401 not_logged_in',
    async (testCase) => {
      const result = await callProcedure(testCase, testCase.valid ?? undefined, { guest, member: guest });
      expect(result.status).toBe(401);
      expect(result.error?.data.key).toBe('not_logged_in');
    },
  );
});

describe('no games procedure answers a 5xx to hostile text (non-Latin-1, controls, injections)', () => {
  itNeverFailsOnHostileText(CASES, () => ({ guest, member }), HOSTILE_RUNS_PER_PROCEDURE);
});
