import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../testing.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
}

const props = {
  onClose: () => {},
  title: 'Usunąć wiersz?',
  description: (row: Row) => `Wiersz „${row.name}” zostanie usunięty.`,
};

describe('ConfirmDeleteDialog', () => {
  it('is closed while no row is chosen', () => {
    renderArea(<ConfirmDeleteDialog<Row> {...props} row={null} onDelete={async () => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks about the chosen row with focus on Anuluj, and deletes it only on Usuń', async () => {
    const onDelete = vi.fn(async () => {});
    const onClose = vi.fn();
    renderArea(
      <ConfirmDeleteDialog {...props} row={{ id: 4, name: 'Agregaty' }} onClose={onClose} onDelete={onDelete}>
        <p>Uwaga dodatkowa</p>
      </ConfirmDeleteDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Usunąć wiersz?' });
    expect(within(dialog).getByText('Wiersz „Agregaty” zostanie usunięty.')).toBeTruthy();
    expect(within(dialog).getByText('Uwaga dodatkowa')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Anuluj'));
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onDelete).toHaveBeenCalledWith({ id: 4, name: 'Agregaty' });
  });

  it('closes on Anuluj without deleting, and stays open when the deletion fails', async () => {
    const onClose = vi.fn();
    const onDelete = vi.fn(async () => {
      throw new Error('409');
    });
    renderArea(
      <ConfirmDeleteDialog
        {...props}
        row={{ id: 4, name: 'Agregaty' }}
        onClose={onClose}
        onDelete={onDelete}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Usunąć wiersz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Usuń' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
