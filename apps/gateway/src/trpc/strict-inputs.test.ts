import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from './app-router.js';

type TDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/** Where in a schema an object would take keys it does not name ("input.lines[]", …). */
const lenientObjectsIn = (schema: z.ZodType, at: string): string[] => {
  const def = defOf(schema);
  const children: Array<[z.ZodType | undefined, string]> = [];
  switch (def.type) {
    case 'object': {
      const isStrict = def.catchall !== undefined && defOf(def.catchall).type === 'never';
      const inner = Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        lenientObjectsIn(value, `${at}.${key}`),
      );
      return isStrict ? inner : [at, ...inner];
    }
    case 'array':
      children.push([def.element, `${at}[]`]);
      break;
    case 'record':
      children.push([def.valueType, `${at}{}`]);
      break;
    case 'pipe':
      children.push([def.in, at]);
      break;
    case 'union':
      for (const option of def.options ?? []) children.push([option, at]);
      break;
    case 'intersection':
      children.push([def.left, at], [def.right, at]);
      break;
    case 'tuple':
      for (const item of def.items ?? []) children.push([item, `${at}[]`]);
      break;
    default:
      // optional, nullable, default, readonly and the like wrap one schema; the rest hold no object.
      children.push([def.innerType, at]);
  }
  return [...new Set(children.flatMap(([child, path]) => (child ? lenientObjectsIn(child, path) : [])))];
};

type TProcedure = { _def: { type: string; inputs: z.ZodType[] } };
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, TProcedure> } })._def.procedures,
);

describe('procedure inputs', () => {
  it('finds the mutations', () => {
    expect(procedures.filter(([, procedure]) => procedure._def.type === 'mutation').length).toBeGreaterThan(
      50,
    );
  });

  // An unknown field is refused, not dropped (docs/architecture.md): a transfer carrying a
  // bonus must not look accepted. Queries follow the same rule as money and account changes.
  it('refuse unknown fields, at every depth', () => {
    const lenient = procedures.flatMap(([path, procedure]) =>
      procedure._def.inputs.flatMap((input) => lenientObjectsIn(input, path)),
    );
    expect(lenient).toEqual([]);
  });
});
