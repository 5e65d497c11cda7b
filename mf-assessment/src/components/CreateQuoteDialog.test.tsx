import { answerFetch, json, renderArea, userOf } from '@ppp/ui/test/area.tsx';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateQuoteDialog } from './CreateQuoteDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output aria-label="adres">{`${location.pathname}${location.search}`}</output>;
}

function renderDialog(onClose = vi.fn()) {
  answerFetch({ 'GET /api/auth/user': () => json(userOf({ role: 'employee' })) });
  renderArea(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <CreateQuoteDialog assessment={{ id: 12, responseNumber: 'BP/2026/0012' }} onClose={onClose} />
            <Where />
          </>
        }
      />
    </Routes>,
    '/needs-assessment-list',
  );
  return onClose;
}

describe('CreateQuoteDialog (D22)', () => {
  it('asks which kind, offering every kind the user may create', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Utwórz wycenę z badania' });
    expect(dialog.textContent).toContain('BP/2026/0012');
    const kinds = within(dialog).getByRole('group', { name: 'Rodzaj wyceny' });
    await within(kinds).findByRole('button', { name: 'Wycena sprzętu' });
    expect(
      within(kinds)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Wycena sprzętu', 'Transport', 'Elektryka', 'Wynajem ogólny']);
  });

  it.each([
    ['Wycena sprzętu', '/create-quote?assessment=12'],
    ['Transport', '/create-transport-quote?assessment=12'],
    ['Elektryka', '/create-electrical-quote?assessment=12'],
    ['Wynajem ogólny', '/create-general-quote?assessment=12'],
  ])('opens the form of “%s” at %s and closes', async (label, address) => {
    const onClose = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: label }));
    expect(screen.getByLabelText('adres').textContent).toBe(address);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers nothing to a user who may not create quotes (an unapproved account)', async () => {
    answerFetch({ 'GET /api/auth/user': () => json(userOf({ isApproved: false })) });
    renderArea(
      <CreateQuoteDialog assessment={{ id: 12, responseNumber: 'BP/2026/0012' }} onClose={vi.fn()} />,
      '/needs-assessment-list',
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Wycena sprzętu' })).toBeNull();
  });
});
