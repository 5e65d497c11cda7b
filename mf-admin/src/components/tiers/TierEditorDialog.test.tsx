import { dismissToast, PHONE_MEDIA_QUERY } from '@ppp/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerFetch,
  defaultTiers,
  equipmentOf,
  json,
  renderArea,
  sentBodies,
  tierOf,
} from '../../testing.tsx';
import { TierEditorDialog } from './TierEditorDialog.tsx';
import { DEFAULT_TIERS_WARNING } from './tierRows.ts';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const discounts = () => screen.getAllByTestId('tier-discount').map((cell) => cell.textContent);

describe('TierEditorDialog', () => {
  it('warns while the tiers are exactly the default set', async () => {
    answerFetch({ 'GET /api/equipment': () => json([equipmentOf({ pricing: defaultTiers() })]) });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    expect(await screen.findByText(DEFAULT_TIERS_WARNING)).toBeTruthy();
    expect(discounts()).toEqual(['0%', '0%', '0%', '0%', '0%']);
  });

  it('shows each discount computed from the price against the base tier, and no warning', async () => {
    const pricing = [tierOf(1, 1, 2, '250.00'), tierOf(2, 3, 7, '200.00'), tierOf(3, 8, null, '187.50')];
    answerFetch({ 'GET /api/equipment': () => json([equipmentOf({ pricing })]) });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    const table = await screen.findByRole('region', { name: 'Progi cenowe' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Okres wynajmuCena za dobęRabatAkcje',
      '1–2 dni Bazowy250,00\u00a0zł0%',
      '3–7 dni 200,00\u00a0zł20%',
      '8+ dni 187,50\u00a0zł25%',
    ]);
    expect(discounts()).toEqual(['0%', '20%', '25%']);
    expect(screen.queryByText(DEFAULT_TIERS_WARNING)).toBeNull();
  });

  it('puts each tier on a card on a phone, with its price, discount and buttons (D19)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_MEDIA_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const pricing = [tierOf(1, 1, 2, '250.00'), tierOf(2, 3, null, '200.00')];
    answerFetch({ 'GET /api/equipment': () => json([equipmentOf({ pricing })]) });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Progi cenowe' });
    expect(screen.queryByRole('table')).toBeNull();
    const second = within(list).getAllByRole('listitem')[1];
    expect(second.textContent).toContain('200,00');
    expect(second.textContent).toContain('20%');
    expect(within(second).getByRole('button', { name: 'Edytuj próg 3+ dni' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Usuń próg 3+ dni' })).toBeTruthy();
  });

  it('checks the new tier before sending it and shows the server field errors under the fields', async () => {
    const overlap = 'Okresy cenowe nie mogą się nakładać';
    const fetchMock = answerFetch({
      'GET /api/equipment': () =>
        json([equipmentOf({ pricing: [tierOf(1, 1, 2, '250.00'), tierOf(2, 3, 7, '200.00')] })]),
      // Somebody else has added a tier in the meantime: the server checks the set it really has.
      'POST /api/equipment-pricing': () => json({ message: overlap, errors: { periodStart: overlap } }, 400),
    });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Dodaj próg cenowy' });
    fireEvent.change(within(form).getByLabelText(/Od \(dni\)/), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj' }));
    expect(await within(form).findByText('Początek okresu musi być większy od 0')).toBeTruthy();
    expect(within(form).getByText('Cena jest wymagana')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment-pricing')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Od \(dni\)/), { target: { value: '8' } });
    fireEvent.change(within(form).getByLabelText(/Cena za dobę/), { target: { value: '150' } });
    expect(within(form).getByText('Rabat względem ceny bazowej: 40%')).toBeTruthy();
    fireEvent.submit(form);
    expect(await within(form).findByText(overlap)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment-pricing')).toEqual([
      { equipmentId: 1, periodStart: 8, periodEnd: null, pricePerDay: '150' },
    ]);
  });

  it('marks a wrong figure as soon as its field is left (D19), not only on save', async () => {
    answerFetch({
      'GET /api/equipment': () =>
        json([equipmentOf({ pricing: [tierOf(1, 1, 2, '250.00'), tierOf(2, 3, 7, '200.00')] })]),
    });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Dodaj próg cenowy' });
    const price = within(form).getByLabelText(/Cena za dobę/);
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: '9,805' } });
    fireEvent.blur(price);
    expect(await within(form).findByText('Nieprawidłowa liczba')).toBeTruthy();
    const start = within(form).getByLabelText(/Od \(dni\)/);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '5' } });
    fireEvent.blur(start);
    expect(await within(form).findByText('Okresy cenowe nie mogą się nakładać')).toBeTruthy();
  });

  it('edits a price the Polish way: shown as 200,00, typed with a comma, sent as a decimal', async () => {
    const fetchMock = answerFetch({
      'GET /api/equipment': () =>
        json([equipmentOf({ pricing: [tierOf(1, 1, 2, '250.00'), tierOf(2, 3, 7, '200.00')] })]),
      'PATCH /api/equipment-pricing/2': () => json(tierOf(2, 3, 7, '199.50')),
    });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj próg 3–7 dni' }));
    const form = screen.getByRole('form', { name: 'Edytuj próg: 3–7 dni' });
    // The keyboard goes on in the edit form, not on the row's pencil.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/Od \(dni\)/)));
    const price = within(form).getByLabelText(/Cena za dobę/) as HTMLInputElement;
    expect(price.value).toBe('200,00');

    fireEvent.change(price, { target: { value: '199,5' } });
    expect(within(form).getByText('Rabat względem ceny bazowej: 20,2%')).toBeTruthy();
    fireEvent.blur(price);
    expect(price.value).toBe('199,50');
    fireEvent.submit(form);
    expect(await screen.findByText('Próg cenowy został zaktualizowany')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PATCH', '/api/equipment-pricing/2')).toEqual([
      { periodStart: 3, periodEnd: 7, pricePerDay: '199.50' },
    ]);
    // Saved, the form for a new tier takes its place, and the focus.
    const next = await screen.findByRole('form', { name: 'Dodaj próg cenowy' });
    await waitFor(() => expect(document.activeElement).toBe(within(next).getByLabelText(/Od \(dni\)/)));
  });

  it('asks once about a day price above 100 000 zł (D20): the first save stops at it, the second saves', async () => {
    const fetchMock = answerFetch({
      'GET /api/equipment': () =>
        json([equipmentOf({ pricing: [tierOf(1, 1, 2, '250.00'), tierOf(2, 3, 7, '200.00')] })]),
      'PATCH /api/equipment-pricing/2': () => json(tierOf(2, 3, 7, '150000.00')),
    });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj próg 3–7 dni' }));
    const form = screen.getByRole('form', { name: 'Edytuj próg: 3–7 dni' });
    const price = within(form).getByLabelText(/Cena za dobę/) as HTMLInputElement;
    const question = /^Sprawdź wartość: 150\s000,00 zł to nietypowo dużo \(zwykle do 100\s000 zł\)\.$/;

    fireEvent.change(price, { target: { value: '150000' } });
    expect(within(form).queryByText(question)).toBeNull();
    fireEvent.submit(form);
    expect(await within(form).findByText(question)).toBeTruthy();
    expect(document.activeElement).toBe(price);
    expect(sentBodies(fetchMock, 'PATCH', '/api/equipment-pricing/2')).toEqual([]);
    expect(screen.queryByText('Próg cenowy został zaktualizowany')).toBeNull();

    fireEvent.submit(form);
    expect(await screen.findByText('Próg cenowy został zaktualizowany')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PATCH', '/api/equipment-pricing/2')).toEqual([
      { periodStart: 3, periodEnd: 7, pricePerDay: '150000' },
    ]);
  });

  it('asks as soon as an unusual price is left, and never about a usual one', async () => {
    answerFetch({
      'GET /api/equipment': () => json([equipmentOf({ pricing: [tierOf(1, 1, null, '250.00')] })]),
    });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Dodaj próg cenowy' });
    const price = within(form).getByLabelText(/Cena za dobę/) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '100000' } });
    fireEvent.blur(price);
    expect(price.value).toBe('100\u00a0000,00');
    expect(within(form).queryByText(/Sprawdź wartość/)).toBeNull();
    fireEvent.change(price, { target: { value: '100000,01' } });
    fireEvent.blur(price);
    expect(within(form).getByText(/Sprawdź wartość: 100\s000,01 zł/)).toBeTruthy();
  });

  it('refuses a price the parser cannot read, under the field, and sends nothing', async () => {
    const fetchMock = answerFetch({
      'GET /api/equipment': () => json([equipmentOf({ pricing: [tierOf(1, 1, 2, '250.00')] })]),
    });
    renderArea(<TierEditorDialog equipmentId={1} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Dodaj próg cenowy' });
    const start = within(form).getByLabelText(/Od \(dni\)/) as HTMLInputElement;
    const price = within(form).getByLabelText(/Cena za dobę/) as HTMLInputElement;
    expect([start.type, price.type]).toEqual(['text', 'text']);
    fireEvent.change(start, { target: { value: '3' } });
    fireEvent.change(price, { target: { value: '1.234,50' } });
    expect(within(form).getByText('Rabat względem ceny bazowej: —')).toBeTruthy();
    fireEvent.submit(form);
    expect(await within(form).findByText('Nieprawidłowa liczba')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe(within(form).getByText('Nieprawidłowa liczba').id);
    expect(sentBodies(fetchMock, 'POST', '/api/equipment-pricing')).toEqual([]);
  });
});
