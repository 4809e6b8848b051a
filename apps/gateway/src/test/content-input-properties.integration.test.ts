import fc from 'fast-check';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  ZBannersInputSchema,
  ZNoticesInputSchema,
  ZPopupsInputSchema,
  ZPromotionAnnouncementsInputSchema,
} from '@site/contracts';
import { startGatewayAgainstMock, type TStack } from './gateway-against-mock.js';
import { GatewayVisitor } from './gateway-visitor.js';
import {
  itNeverFailsOnHostileText,
  itRefusesBrokenInputs,
  noInputCase,
  type TProcedureCase,
} from './procedure-properties.js';

/**
 * Property: whatever a client sends to a site-status or public content
 * procedure (the ones every visitor's first page calls), the answer is a 4xx
 * carrying a catalogue key or a success, never a 5xx.
 */
const RUNS_PER_PROCEDURE = 40;
/** Hostile text reaches the upstream (it passes the schemas): fewer runs, each a real call. */
const HOSTILE_RUNS_PER_PROCEDURE = 25;

let stack: TStack;
let guest: GatewayVisitor;
beforeAll(async () => {
  stack = await startGatewayAgainstMock();
  guest = new GatewayVisitor(stack.app, { ip: '192.0.2.230' });
}, 60_000);
afterAll(() => stack?.stop());

const CASES: TProcedureCase[] = [
  noInputCase('system.status', 'query'),
  noInputCase('system.registerSettings', 'query'),
  noInputCase('system.countries', 'query'),
  { path: 'content.banners', kind: 'query', schema: ZBannersInputSchema, valid: { group: 'w_home' } },
  { path: 'content.popups', kind: 'query', schema: ZPopupsInputSchema, valid: { firstLogin: false } },
  { path: 'content.notices', kind: 'query', schema: ZNoticesInputSchema, valid: { firstLogin: true } },
  noInputCase('content.promotionCategories', 'query'),
  {
    path: 'content.promotionAnnouncements',
    kind: 'query',
    schema: ZPromotionAnnouncementsInputSchema,
    valid: { categoryId: '1' },
  },
  noInputCase('content.layoutPromotions', 'query'),
];

describe('every site-status and public content procedure refuses bad input with a 4xx catalogue key', () => {
  itRefusesBrokenInputs(
    CASES,
    { values: fc.string({ minLength: 9, maxLength: 40 }), textFieldsOnly: true },
    () => ({ guest, member: guest }),
    RUNS_PER_PROCEDURE,
  );
});

describe('no site-status or public content procedure answers a 5xx to hostile text', () => {
  itNeverFailsOnHostileText(CASES, () => ({ guest, member: guest }), HOSTILE_RUNS_PER_PROCEDURE);
});
