import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/** How many distinct shared parts each check remembers (one per language in use, in practice). */
const REMEMBERED_PARTS = 4;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

const deepFreeze = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
};

const isDeepFrozen = (value: unknown): boolean =>
  typeof value !== 'object' ||
  value === null ||
  (Object.isFrozen(value) && Object.values(value).every(isDeepFrozen));

/** A value no caller can change afterwards: itself when deep-frozen already (compared by identity first), else a frozen copy. */
const keptCopyOf = (value: unknown): unknown =>
  isDeepFrozen(value) ? value : deepFreeze(structuredClone(value));

/** Issues of an inner check passed on as this check's own (zod prefixes their paths). */
const reissued = (issues: readonly z.core.$ZodIssue[], input: unknown): z.core.$ZodRawIssue[] =>
  issues.map((issue) => ({ ...issue, input }) as z.core.$ZodRawIssue);

type TRemembered = { input: Record<string, unknown>; output: Record<string, unknown> };

/**
 * `schema`, a `z.object` of the contracts, checked with the parts under
 * `sharedKeys` (those that are the same for every visitor, e.g. the site's
 * settings in its status) validated once per distinct content rather than on
 * every call: a shared part whose content equals one this check already
 * passed gets that check's result, deep-frozen, so no caller can change what
 * the next one gets. The other keys are validated on every call.
 *
 * The result is what `schema` itself gives for the same value: a `z.object`
 * validates its keys one by one, so its shared keys and the others can be
 * checked apart, and a zod check is a function of the value's content alone
 * (the contracts' schemas hold no refinement that looks elsewhere). A value
 * that fails is refused with `schema`'s own issues and paths; nothing of it is
 * remembered. The content compared is a frozen copy of the input that passed
 * (or the input's own part where it was deep-frozen already, which then
 * matches by identity), so a caller changing its input afterwards changes
 * nothing here.
 */
export const withPartsCheckedOnce = <TShape extends z.ZodRawShape, TShared extends keyof TShape & string>(
  schema: z.ZodObject<TShape>,
  sharedKeys: readonly TShared[],
): z.ZodType<z.output<z.ZodObject<TShape>>, unknown> => {
  const isShared = new Set<string>(sharedKeys);
  const mask = Object.fromEntries(sharedKeys.map((key) => [key, true as const]));
  const sharedSchema = schema.pick(mask as never) as unknown as z.ZodType<Record<string, unknown>>;
  const perCallSchema = schema.omit(mask as never) as unknown as z.ZodType<Record<string, unknown>>;
  const keys = Object.keys(schema.shape);
  /** Most recent first. */
  const remembered: TRemembered[] = [];

  const sharedOutputOf = (
    input: Record<string, unknown>,
  ): { output: Record<string, unknown> } | { issues: z.core.$ZodIssue[] } => {
    const known = remembered.find((entry) => isDeepStrictEqual(entry.input, input));
    if (known) return { output: known.output };
    const checked = sharedSchema.safeParse(input);
    if (!checked.success) return { issues: checked.error.issues };
    const output = deepFreeze(checked.data);
    const kept = Object.fromEntries(Object.entries(input).map(([key, part]) => [key, keptCopyOf(part)]));
    remembered.unshift({ input: kept, output });
    remembered.length = Math.min(remembered.length, REMEMBERED_PARTS);
    return { output };
  };

  return z.unknown().transform((value, ctx) => {
    if (!isPlainObject(value)) {
      // Not an object at all: the schema's own refusal (invalid_type at this path).
      const refused = schema.safeParse(value);
      if (refused.success) return refused.data;
      ctx.issues.push(...reissued(refused.error.issues, value));
      return z.NEVER;
    }
    const sharedInput: Record<string, unknown> = {};
    for (const key of sharedKeys) if (Object.hasOwn(value, key)) sharedInput[key] = value[key];
    const perCall = perCallSchema.safeParse(value);
    const shared = sharedOutputOf(sharedInput);
    if (!perCall.success || 'issues' in shared) {
      ctx.issues.push(
        ...reissued(perCall.success ? [] : perCall.error.issues, value),
        ...reissued('issues' in shared ? shared.issues : [], value),
      );
      return z.NEVER;
    }
    // In the schema's key order, as its own parse gives them.
    const output: Record<string, unknown> = {};
    for (const key of keys) {
      const source = isShared.has(key) ? shared.output : perCall.data;
      if (Object.hasOwn(source, key)) output[key] = source[key];
    }
    return output as z.output<z.ZodObject<TShape>>;
  });
};
