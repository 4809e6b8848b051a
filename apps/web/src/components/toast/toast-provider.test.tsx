import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../modal/modal';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

const DialogThatToasts = () => {
  const [open, setOpen] = useState(true);
  const toast = useToast();
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Profile">
      <button type="button" onClick={() => toast.show('Saved')}>
        Save
      </button>
    </Modal>
  );
};

describe('ToastProvider', () => {
  it('shows toasts inside the open modal dialog, where the page behind is inert, and on the page after it closes', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <DialogThatToasts />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saved');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
