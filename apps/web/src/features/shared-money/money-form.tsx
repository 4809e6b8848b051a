import type { FormEvent, ReactNode } from 'react';

type TMoneyFormProps = {
  /** The form of `useMoneyForm`. */
  form: { onSubmit: (event: FormEvent) => void };
  className?: string | undefined;
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
};

/** A money form's element: a submit goes to `useMoneyForm`, which checks the values itself (not the browser). */
export const MoneyForm = ({ form, className, label, labelledBy, children }: TMoneyFormProps) => (
  <form
    className={className}
    onSubmit={form.onSubmit}
    noValidate
    aria-label={label}
    aria-labelledby={labelledBy}
  >
    {children}
  </form>
);
