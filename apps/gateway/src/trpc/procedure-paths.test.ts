import { describe, expect, it } from 'vitest';
import { procedureCallOf } from './procedure-paths.js';

describe('procedureCallOf', () => {
  it('reads a single procedure', () => {
    expect(procedureCallOf('/trpc/session.login')).toEqual({ paths: ['session.login'], isBatch: false });
  });

  it('reads every procedure of a batch, escaped or not', () => {
    expect(procedureCallOf('/trpc/session.me,session.login?batch=1&input=%7B%7D')).toEqual({
      paths: ['session.me', 'session.login'],
      isBatch: true,
    });
    expect(procedureCallOf('/trpc/session.me%2Csession.captcha?batch=1').paths).toEqual([
      'session.me',
      'session.captcha',
    ]);
  });

  it('finds nothing outside /trpc', () => {
    expect(procedureCallOf('/healthz').paths).toEqual([]);
    expect(procedureCallOf('/trpc').paths).toEqual([]);
  });
});
