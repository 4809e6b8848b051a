import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { isErrorKey, type TErrorKey, ZNoInputSchema } from '@site/contracts';
import type { GatewayVisitor, TCallResult } from './gateway-visitor.js';

/**
 * The machinery of the input property tests: a procedure case, inputs made
 * invalid for its contract schema, and the check that the answer is a 4xx
 * carrying a catalogue key (never a 5xx).
 */
export type TFields = Record<string, unknown>;

export type TProcedureCase = {
  path: string;
  kind: 'query' | 'mutation';
  schema: z.ZodType;
  /** A valid input, the starting point of the mutations; null for procedures without input. */
  valid: TFields | null;
  /** Extra ways to break this procedure's input. */
  breakers?: Array<fc.Arbitrary<unknown>>;
  /** Well-formed input the upstream or the gateway must refuse. */
  refused?: fc.Arbitrary<unknown>;
  /** The catalogue key `refused` inputs answer, where a suite checks it per case. */
  refusedWith?: TErrorKey;
  asMember?: boolean;
};

/** A procedure without input: anything but no input at all is refused. */
export const noInputCase = (path: string, kind: 'query' | 'mutation', asMember = false): TProcedureCase => ({
  path,
  kind,
  schema: ZNoInputSchema,
  valid: null,
  asMember,
});

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

export const withField = (valid: TFields, key: string, values: fc.Arbitrary<unknown>) =>
  values.map((value) => ({ ...valid, [key]: value }));

/**
 * Random JSON, or a valid input with one field of a wrong type, dropped, or
 * set to one of `badValues` (for its text fields, or every field), plus the
 * case's own breakers; only inputs the schema really refuses.
 */
export const brokenInputs = (
  testCase: TProcedureCase,
  badValues: { values: fc.Arbitrary<unknown>; textFieldsOnly: boolean },
): fc.Arbitrary<unknown> => {
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  const refusedBySchema = (input: unknown) => !testCase.schema.safeParse(input).success;
  const valid = testCase.valid;
  if (!valid) return anyJson.filter(refusedBySchema);
  const keys = Object.keys(valid);
  const badKeys = badValues.textFieldsOnly ? keys.filter((key) => typeof valid[key] === 'string') : keys;
  const candidates: Array<fc.Arbitrary<unknown>> = [
    anyJson,
    fc.tuple(fc.constantFrom(...keys), wrongType).map(([key, value]) => ({ ...valid, [key]: value })),
    fc
      .constantFrom(...keys)
      .map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
    ...(badKeys.length > 0
      ? [
          fc
            .tuple(fc.constantFrom(...badKeys), badValues.values)
            .map(([key, value]) => ({ ...valid, [key]: value })),
        ]
      : []),
    ...(testCase.breakers ?? []),
  ];
  return fc.oneof(...candidates).filter(refusedBySchema);
};

/** Calls the case's procedure as its visitor: the member for member cases, else the guest. */
export const callProcedure = (
  testCase: TProcedureCase,
  input: unknown,
  visitors: { guest: GatewayVisitor; member: GatewayVisitor },
): Promise<TCallResult> => {
  const visitor = testCase.asMember ? visitors.member : visitors.guest;
  return testCase.kind === 'query'
    ? visitor.query(testCase.path, input)
    : visitor.mutate(testCase.path, input);
};

export const expectRefusedWithKey = (result: TCallResult) => {
  expect(result.status, JSON.stringify(result.error)).toBeGreaterThanOrEqual(400);
  expect(result.status, JSON.stringify(result.error)).toBeLessThan(500);
  expect(isErrorKey(result.error?.data.key)).toBe(true);
};

type TVisitors = { guest: GatewayVisitor; member: GatewayVisitor };

/**
 * The property every input suite states: each case's broken inputs answer a
 * 4xx `validation_failed`, never a 5xx. `visitors` is read when the tests run
 * (suites sign their visitors in before all tests).
 */
export const itRefusesBrokenInputs = (
  cases: readonly TProcedureCase[],
  badValues: { values: fc.Arbitrary<unknown>; textFieldsOnly: boolean },
  visitors: () => TVisitors,
  numRuns: number,
) =>
  it.each([...cases])(
    '$path: invalid input',
    async (testCase) => {
      await fc.assert(
        fc.asyncProperty(brokenInputs(testCase, badValues), async (input) => {
          const result = await callProcedure(testCase, input, visitors());
          expectRefusedWithKey(result);
          expect(result.error?.data.key).toBe('validation_failed');
        }),
        { numRuns },
      );
    },
    60_000,
  );

/**
 * Text that breaks careless servers: outside Latin-1 (it cannot travel in an
 * HTTP header), controls and NUL, header and markup injection, a lone
 * surrogate, bidi and invisible characters, prototype keys, numbers past
 * double range; and random strings of any code point.
 */
const HOSTILE_TEXT = [
  '令牌令牌令牌令牌令牌令牌令牌令牌',
  '🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰🎰',
  'Ĉ€ŝ…',
  '\u0000',
  '\r\nSet-Cookie: sid=x',
  '\ud800',
  '\u202egnp.exe',
  '\ufeff\u200b',
  '\u00a0\u3000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
];
const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
);

/**
 * A valid input with hostile text in one field: alone, or around the field's
 * valid text so that length and format checks still pass and the text goes
 * on to the upstream. Without input: hostile text as the input, or as a key.
 */
export const hostileInputs = (testCase: TProcedureCase): fc.Arbitrary<unknown> => {
  const valid = testCase.valid;
  if (!valid)
    return fc.oneof(
      hostileText,
      hostileText.map((text) => ({ [text]: text })),
    );
  return fc.constantFrom(...Object.keys(valid)).chain((key) => {
    const validText = typeof valid[key] === 'string' ? valid[key] : '';
    return fc
      .oneof(
        hostileText,
        hostileText.map((text) => `${validText}${text}`),
        hostileText.map((text) => `${text}${validText}`),
      )
      .map((value) => ({ ...valid, [key]: value }));
  });
};

/**
 * The property of every input suite against hostile text: whether the input
 * is refused or served, the answer is never a 5xx, and a refusal carries a
 * catalogue key. Run last in a suite: served inputs may change the member.
 */
export const itNeverFailsOnHostileText = (
  cases: readonly TProcedureCase[],
  visitors: () => TVisitors,
  numRuns: number,
) =>
  it.each([...cases])(
    '$path: hostile text in any field',
    async (testCase) => {
      await fc.assert(
        fc.asyncProperty(hostileInputs(testCase), async (input) => {
          const result = await callProcedure(testCase, input, visitors());
          expect(result.status, JSON.stringify({ input, error: result.error })).toBeLessThan(500);
          if (result.status >= 400) expect(isErrorKey(result.error?.data.key)).toBe(true);
        }),
        { numRuns },
      );
    },
    60_000,
  );
