/**
 * A cached answer as every reader shares it: the validated value, frozen so
 * that no reader can change what the next one gets, and what is derived from
 * it once per fill (the fast path's wire bodies, compressed), made on first
 * use and kept with the answer until the next fill replaces it.
 */
export type TPreparedAnswer<T> = {
  readonly value: T;
  derived<TDerived>(name: string, make: (value: T) => TDerived): TDerived;
};

const deepFreeze = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
};

export const preparedAnswerOf = <T>(value: T): TPreparedAnswer<T> => {
  const frozen = deepFreeze(value);
  const derivations = new Map<string, unknown>();
  return {
    value: frozen,
    derived: <TDerived>(name: string, make: (value: T) => TDerived): TDerived => {
      if (!derivations.has(name)) derivations.set(name, make(frozen));
      return derivations.get(name) as TDerived;
    },
  };
};
