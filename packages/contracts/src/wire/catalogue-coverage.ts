import { CALL_CATALOGUE, type TCatalogueCall } from './catalogue.js';
import {
  CALL_GROUPS,
  CALL_REGISTRY,
  GROUP_TWIN_PATHS,
  PATH_PARAMETER_VALUES,
  type TCallEntry,
} from './registry.js';

/** The parameters of `path` under `pattern` (`/login/:provider` against `/login/line`), or null if it does not match. */
export const matchPathPattern = (pattern: string, path: string): Record<string, string> | null => {
  const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '([^/]+)');
  const found = new RegExp(`^${source}$`).exec(path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, found[index + 1] as string]));
};

/** A catalogue call with the registry entry that implements it, if any. */
export type TResolvedCall = TCatalogueCall & {
  entry: TCallEntry | null;
  /** Why the catalogue contradicts the registry (a name it lacks, a path that differs), else null. */
  problem: string | null;
  /** Contracts declare it: its entry, the parameter values its path takes, and its twins. */
  isDeclared: boolean;
};

const twinPathsOf = (entry: TCallEntry): string[] => {
  const twin = GROUP_TWIN_PATHS[entry.group]?.[entry.name];
  return twin === undefined ? [] : [twin];
};

const isTwinDeclared = (entry: TCallEntry, twin: string) =>
  twinPathsOf(entry).includes(twin) || CALL_REGISTRY.some((other) => other.path === twin);

const areParametersDeclared = (entry: TCallEntry, path: string): boolean => {
  const parameters = matchPathPattern(entry.path, path) ?? {};
  const allowed = PATH_PARAMETER_VALUES[`${entry.group}.${entry.name}`] ?? {};
  return Object.entries(parameters).every(([name, value]) => allowed[name]?.includes(value) === true);
};

const resolve = (call: TCatalogueCall): TResolvedCall => {
  if (call.name === undefined) {
    // A group may implement the call as a twin of another (a legacy name served alike).
    const entry =
      CALL_REGISTRY.find((candidate) => candidate.path === call.path) ??
      CALL_REGISTRY.find((candidate) => twinPathsOf(candidate).includes(call.path)) ??
      null;
    const isDeclared = entry !== null && call.twins.every((twin) => isTwinDeclared(entry, twin));
    return { ...call, entry, problem: null, isDeclared };
  }
  const entry = CALL_REGISTRY.find(
    (candidate) => candidate.group === call.group && candidate.name === call.name,
  );
  if (!entry)
    return {
      ...call,
      entry: null,
      problem: `names ${call.group}.${call.name}, which the registry lacks`,
      isDeclared: false,
    };
  if (!matchPathPattern(entry.path, call.path))
    return {
      ...call,
      entry,
      problem: `names ${call.group}.${call.name}, whose path is ${entry.path}`,
      isDeclared: false,
    };
  const isDeclared =
    areParametersDeclared(entry, call.path) && call.twins.every((twin) => isTwinDeclared(entry, twin));
  return { ...call, entry, problem: null, isDeclared };
};

/** Every catalogue call, resolved against the registry. */
export const resolveCatalogue = (): TResolvedCall[] => CALL_CATALOGUE.map(resolve);

/** The figure and the calls missing, by group, of one layer (`label`). */
export const catalogueReport = (
  label: string,
  calls: readonly TResolvedCall[],
  isCovered: (call: TResolvedCall) => boolean,
) => {
  const missing = calls.filter((call) => !isCovered(call));
  const lines = [`${label}: ${calls.length - missing.length} of ${calls.length} calls`];
  for (const group of CALL_GROUPS) {
    const ofGroup = missing.filter((call) => (call.entry?.group ?? call.group) === group);
    if (ofGroup.length > 0)
      lines.push(`  ${group} lacks ${ofGroup.length}: ${ofGroup.map((call) => call.path).join(', ')}`);
  }
  return { covered: calls.length - missing.length, total: calls.length, missing, text: lines.join('\n') };
};
