import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

const renderModal = (props: Partial<Parameters<typeof Modal>[0]> = {}) => {
  const onClose = vi.fn();
  const view = render(
    <Modal open onClose={onClose} title="Dialog title" {...props}>
      <input aria-label="Inside" />
    </Modal>,
  );
  return { ...view, onClose };
};

const setScrollY = (value: number) => {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
};

describe('Modal', () => {
  it('opened from the start of a server-rendered page, shows once the app has taken the page over', async () => {
    const page = (
      <Modal open onClose={() => undefined} title="Member centre">
        <input aria-label="Inside" />
      </Modal>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.querySelector('dialog')).toBeNull();
    document.body.append(container);
    const root = await act(async () => {
      let hydrated: ReturnType<typeof hydrateRoot> | undefined;
      startTransition(() => {
        hydrated = hydrateRoot(container, page);
      });
      return hydrated;
    });
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toHaveAttribute('open');
    act(() => root?.unmount());
    container.remove();
  });

  it('is a dialog named by its title', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Dialog title' })).toBeInTheDocument();
  });

  it('does not close when the backdrop is clicked', async () => {
    const { onClose } = renderModal();
    // A click on a modal dialog's ::backdrop reaches the dialog element itself.
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with its close button and Escape only when closable', async () => {
    const user = userEvent.setup();
    const { onClose, rerender } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);

    rerender(
      <Modal open onClose={onClose} title="Dialog title" closable={false}>
        <input aria-label="Inside" />
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('freezes page scrolling while open and restores the position after closing', async () => {
    setScrollY(240);
    const { rerender, onClose } = renderModal();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-240px');

    rerender(
      <Modal open={false} onClose={onClose} title="Dialog title">
        <input aria-label="Inside" />
      </Modal>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.position).toBe('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 240);
    setScrollY(0);
  });

  it('emits before-open and before-close events, and after-close once gone', async () => {
    const onBeforeOpen = vi.fn();
    const onBeforeClose = vi.fn();
    const onAfterClose = vi.fn();
    const onClose = vi.fn();
    const modal = (open: boolean) => (
      <Modal
        open={open}
        onClose={onClose}
        title="Dialog title"
        onBeforeOpen={onBeforeOpen}
        onBeforeClose={onBeforeClose}
        onAfterClose={onAfterClose}
      >
        <p>Body</p>
      </Modal>
    );
    const { rerender } = render(modal(false));
    expect(onBeforeOpen).not.toHaveBeenCalled();

    rerender(modal(true));
    expect(onBeforeOpen).toHaveBeenCalledTimes(1);
    expect(onBeforeClose).not.toHaveBeenCalled();

    rerender(modal(false));
    expect(onBeforeClose).toHaveBeenCalledTimes(1);
    // Closed at once, so the page is live again, but still in the document while it fades out.
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    await waitFor(() => expect(onAfterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus inside and keeps Tab within the dialog', async () => {
    const user = userEvent.setup();
    renderModal();
    await act(async () => {});
    expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus();
  });
});
