import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from './Dialog.tsx';

afterEach(cleanup);

/** A list whose row's deletion is confirmed in a dialog; the list answers a moment after the close. */
function Rows() {
  const [rows, setRows] = useState(['Osuszacz', 'Nagrzewnica']);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <main>
      <h1>Sprzęt</h1>
      {rows.map((row) => (
        <Button key={row} onClick={() => setDeleting(row)}>{`Usuń ${row}`}</Button>
      ))}
      <Dialog open={deleting !== null} onOpenChange={() => setDeleting(null)} title="Usunąć?">
        <DialogFooter>
          <Button
            onClick={() => {
              setDeleting(null);
              // The list answers a moment after the dialog closed, without the deleted row.
              setTimeout(() => setRows((current) => current.filter((row) => row !== deleting)), 20);
            }}
          >
            Usuń
          </Button>
        </DialogFooter>
      </Dialog>
    </main>
  );
}

function FormDialog({ onSubmit }: { onSubmit: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Nowa kategoria</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Dodaj kategorię" description="Nazwa jest wymagana.">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(new FormData(event.currentTarget).get('name') as string);
            setOpen(false);
          }}
        >
          <DialogBody>
            <input name="name" aria-label="Nazwa" />
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Anuluj
            </Button>
            <Button type="submit">Zapisz</Button>
          </DialogFooter>
        </form>
      </Dialog>
    </>
  );
}

async function openDialog(onSubmit = vi.fn()) {
  const user = userEvent.setup();
  renderWithTheme(<FormDialog onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Nowa kategoria' }));
  return { user, onSubmit };
}

describe('Dialog', () => {
  it('is an accessible modal named by its title, rendered in a portal', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Dodaj kategorię' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Nazwa jest wymagana.',
    );
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('focuses the first field on open and returns focus to the opener on close', async () => {
    const { user } = await openDialog();
    expect(document.activeElement).toBe(screen.getByLabelText('Nazwa'));
    await user.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nowa kategoria' }));
  });

  it("gives the focus to the page's heading when its opener goes after the close (a deleted row's button)", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Usuń Osuszacz' }));
    await user.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Usuń Osuszacz' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Usuń Osuszacz' })).toBeNull());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sprzęt' })),
    );
  });

  it('closes on Escape', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nowa kategoria' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Zamknij' });
    const save = screen.getByRole('button', { name: 'Zapisz' });

    save.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Nazwa'));
  });

  it('submits a form inside with Enter', async () => {
    const { user, onSubmit } = await openDialog();
    await user.type(screen.getByLabelText('Nazwa'), 'Osuszacze{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Osuszacze');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside the panel', async () => {
    const { user } = await openDialog();
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
