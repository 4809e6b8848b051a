import { act, renderHook } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorMessageOf } from '../../lib/error-hints';
import { formatBalance, formatMerchantMinute } from '../../lib/format';
import { ToastContext } from '../toast/toast-context';
import { type TFormErrorsOptions, useFormErrors } from './use-form-errors';

const FIELDS = ['amount', 'paymentPassword'] as const;

const clientError = (data: unknown) =>
  TRPCClientError.from({ error: { message: 'x', code: -32600, data } } as never);

const renderFormErrors = (options?: TFormErrorsOptions) => {
  const show = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastContext.Provider value={{ show }}>{children}</ToastContext.Provider>
  );
  const { result } = renderHook(() => useFormErrors(FIELDS, options), { wrapper });
  return { result, show };
};

describe('useFormErrors', () => {
  it('puts a failure about one field under it and toasts its message', () => {
    const { result, show } = renderFormErrors();
    act(() =>
      result.current.showServerError(clientError({ key: 'payment_password_incorrect', httpStatus: 400 })),
    );
    expect(result.current.messageOf('paymentPassword')).toBe('The payment password is incorrect.');
    expect(result.current.messageOf('amount')).toBeNull();
    expect(result.current.formErrorKey).toBeNull();
    expect(show).toHaveBeenCalledWith('The payment password is incorrect.', 'error');
  });

  it('keeps only gateway field errors for its own fields', () => {
    const { result } = renderFormErrors();
    const error = clientError({
      key: 'validation_failed',
      fieldErrors: { amount: 'validation.required', bankCode: 'validation.required' },
      httpStatus: 400,
    });
    act(() => result.current.showServerError(error));
    expect(result.current.errors).toEqual({ amount: 'validation.required' });
  });

  it('shows any other failure for the whole form, and clears it', () => {
    const { result, show } = renderFormErrors();
    act(() => result.current.showServerError(clientError({ key: 'too_many_requests', httpStatus: 429 })));
    expect(result.current.formErrorKey).toBe('error.too_many_requests');
    expect(show).toHaveBeenCalledWith('Too many requests. Please wait a moment and try again.', 'error');
    act(() => result.current.clearFormError());
    expect(result.current.formErrorKey).toBeNull();
  });

  it('fills the form message from the failure hint when given a describer', () => {
    const format = { money: (minor: number) => formatBalance(minor, '₱'), moment: formatMerchantMinute };
    const { result, show } = renderFormErrors({ describeError: (error) => errorMessageOf(error, format) });
    const limit = { type: 'deposit', period: 'day', left: 12_000, resetsAt: Date.UTC(2026, 10, 29, 16) };
    act(() => result.current.showServerError(clientError({ key: 'deposit_limit_reached', hint: { limit } })));
    expect(result.current.formErrorKey).toBe('error.hint.limit_left');
    expect(result.current.formErrorValues).toMatchObject({ left: '₱120.00', resetsAt: '30/11/2026 00:00' });
    expect(show).toHaveBeenCalledWith(
      'Your daily deposit limit leaves ₱120.00 until 30/11/2026 00:00.',
      'error',
    );
    act(() => result.current.clearFormError());
    expect(result.current.formErrorValues).toBeUndefined();
  });

  it('does not toast when told not to', () => {
    const { result, show } = renderFormErrors({ toast: false });
    act(() => result.current.showServerError(clientError({ key: 'too_many_requests', httpStatus: 429 })));
    expect(result.current.formErrorKey).toBe('error.too_many_requests');
    expect(show).not.toHaveBeenCalled();
  });

  it('sets and clears field messages, translated with the given values', () => {
    const { result } = renderFormErrors();
    act(() => result.current.setFieldErrors({ amount: 'cashier.amount_out_of_range' }));
    expect(result.current.messageOf('amount', { min: '₱100.00', max: '₱500.00' })).toBe(
      'Enter an amount from ₱100.00 to ₱500.00.',
    );
    act(() => result.current.clearField('amount'));
    expect(result.current.messageOf('amount')).toBeNull();
  });
});
