import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from './Dialog.tsx';

afterEach(cleanup);

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
