/**
 * Registration patterns (docs/product.md §5). The register settings give each
 * field a patternId; the id selects both the default regex and the help text
 * `reg_pattern_<id>`, which takes (min) and (max).
 */
type TPatternBuilder = (min: number, max: number) => RegExp;

const range = (min: number, max: number) => `{${Math.max(0, min)},${Math.max(min, max)}}`;

export const REGISTER_PATTERNS: Readonly<Record<number, TPatternBuilder>> = {
  0: (min, max) => new RegExp(`^.${range(min, max)}$`, 'u'),
  1: (min, max) => new RegExp(`^[A-Za-z][A-Za-z0-9]${range(min - 1, max - 1)}$`),
  2: (min, max) => new RegExp(`^[\\u4e00-\\u9fa50-9]${range(min, max)}$`, 'u'),
  3: () => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  4: (min, max) => new RegExp(`^[A-Za-z0-9]${range(min, max)}$`),
  5: (min, max) => new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]${range(min, max)}$`),
  6: (min, max) => new RegExp(`^\\d${range(min, max)}$`),
  7: (min, max) => new RegExp(`^(?=.*[A-Z])[A-Za-z0-9]${range(min, max)}$`),
  8: (min, max) => new RegExp(`^[A-Za-z ]${range(min, max)}$`),
  9: (min, max) => new RegExp(`^\\S${range(min, max)}$`, 'u'),
  10: (min, max) => new RegExp(`^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]${range(min, max)}$`, 'u'),
  11: () => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  12: () => /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
  13: (min, max) => new RegExp(`^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]${range(min, max)}$`, 'u'),
  14: (min, max) => new RegExp(`^[\\u0e00-\\u0e7f]${range(min, max)}$`, 'u'),
  15: (min, max) => new RegExp(`^[\\u0e00-\\u0e7fA-Za-z ]${range(min, max)}$`, 'u'),
  16: (min, max) => new RegExp(`^(?=.*[A-Z])[A-Z ]${range(min, max)}$`),
  17: (min, max) => new RegExp(`^[\\x21-\\x7e]${range(min, max)}$`),
  18: (min, max) => new RegExp(`^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S${range(min, max)}$`),
};

export const REGISTER_PATTERN_IDS = Object.keys(REGISTER_PATTERNS).map(Number);

/** The i18n key of a pattern's help text. */
export const patternMessageKey = (patternId: number): string => `reg_pattern_${patternId}`;

/** The (min)/(max) values of a help text: a single number when they are equal. */
export const patternLengthLabel = (min: number, max: number): string =>
  min === max ? String(min) : `${min}-${max}`;

/** The regex the register settings ask for: acceptedPattern wins, "*" means any. */
export const registerFieldRegex = (rule: {
  acceptedPattern?: string | null;
  patternId?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
}): RegExp | null => {
  const { acceptedPattern } = rule;
  if (acceptedPattern === '*') return null;
  if (acceptedPattern) {
    try {
      return new RegExp(acceptedPattern, 'u');
    } catch {
      // A malformed pattern from configuration falls back to the patternId default.
    }
  }
  const build = rule.patternId == null ? undefined : REGISTER_PATTERNS[rule.patternId];
  return build ? build(rule.minLength ?? 0, rule.maxLength ?? 255) : null;
};
