import { describe, expectTypeOf, it } from 'vitest';
import type { BIRTHDAY_INVALID, VALIDATION } from '@site/contracts/api';
import type { TErrorKey } from '@site/contracts/errors';
import type { TMessageKey } from './i18n-keys';

// Checked by the typecheck (these assertions do nothing at run time).
describe('message keys', () => {
  it('are the keys of both English catalogues', () => {
    expectTypeOf<'auth.login'>().toExtend<TMessageKey>();
    expectTypeOf<'system.cannot_connect'>().toExtend<TMessageKey>();
  });

  it('take a plural message by its base key as well as by its forms', () => {
    expectTypeOf<'records.total_count'>().toExtend<TMessageKey>();
    expectTypeOf<'records.total_count_one'>().toExtend<TMessageKey>();
  });

  it('refuse a misspelt key and any other string', () => {
    expectTypeOf<'auth.logn'>().not.toExtend<TMessageKey>();
    expectTypeOf<string>().not.toExtend<TMessageKey>();
  });

  it('cover the keys the contracts give as messages', () => {
    expectTypeOf<`error.${TErrorKey}`>().toExtend<TMessageKey>();
    expectTypeOf<(typeof VALIDATION)[keyof typeof VALIDATION]>().toExtend<TMessageKey>();
    expectTypeOf<typeof BIRTHDAY_INVALID>().toExtend<TMessageKey>();
  });
});
