import type { ComponentProps } from 'react';
import { Button } from '../button/button';

type TSubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'loading'> & {
  /** The form's call is in flight: the button shows a spinner and cannot be pressed again. */
  isBusy: boolean;
};

/** A form's submit button, disabled while its call is in flight. */
export const SubmitButton = ({ isBusy, ...props }: TSubmitButtonProps) => (
  <Button type="submit" loading={isBusy} {...props} />
);
