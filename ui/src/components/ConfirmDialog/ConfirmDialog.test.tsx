import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

afterEach(cleanup);

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const onOpenChange = vi.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      onCancel={onCancel}
      title="Usunąć wycenę?"
      description="Czy na pewno chcesz usunąć wycenę WYC/2026/0001? Ta operacja jest nieodwracalna."
      confirmLabel="Usuń"
      variant="destructive"
      {...props}
    />,
  );
  return { user: userEvent.setup(), onConfirm, onCancel, onOpenChange };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title', () => {
    setup();
    expect(screen.getByRole('alertdialog', { name: 'Usunąć wycenę?' })).toBeTruthy();
  });

  it('starts on Cancel for an irreversible action, so Enter does not confirm', async () => {
    const { user, onConfirm, onOpenChange } = setup();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anuluj' }));
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('confirms only on an explicit choice of the confirm button', async () => {
    const { user, onConfirm, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels on Escape', async () => {
    const { user, onConfirm, onCancel, onOpenChange } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts on the confirm button for an ordinary confirmation', () => {
    setup({ variant: 'default', confirmLabel: 'Zatwierdź' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zatwierdź' }));
  });

  it('stays open and busy while an async confirmation runs, then closes', async () => {
    let finish = () => {};
    const { user, onOpenChange } = setup({
      onConfirm: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Usuń/ }).getAttribute('aria-busy')).toBe('true');
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open when the async confirmation fails', async () => {
    const { user, onOpenChange } = setup({ onConfirm: () => Promise.reject(new Error('409: {}')) });
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Usuń' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
