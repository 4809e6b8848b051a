import type { VALIDATION } from '@site/contracts/api';

/*
 * The contracts' validation message keys, for code that ships in the entry
 * chunk. Importing VALIDATION itself would pull zod into the first load, so
 * the values are repeated here and the types make sure they stay identical.
 */
type TValidation = typeof VALIDATION;

export const VALIDATION_KEYS: { required: TValidation['required'] } = {
  required: 'validation.required',
};
