import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './quote-form.tsx';
import { answer, button, mountWidget, press, typeInto } from './test/widget.ts';

const equipment = [
  {
    id: 1,
    name: 'Nagrzewnica olejowa 30 kW',
    model: 'MASTER B 100',
    category: { id: 2, name: 'Nagrzewnice' },
    basePricePerDay: '95.00',
    availableQuantity: 4,
  },
];
const preview = {
  totalNet: '665.00',
  vatRate: '23.00',
  vatAmount: '152.95',
  totalGross: '817.95',
  currency: 'PLN',
};

const scrolled = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  document.body.replaceChildren();
  scrolled.mockReset();
  vi.unstubAllGlobals();
});

describe('<ppp-quote-form>: the thank-you (D22)', () => {
  it('replaces the form, says what happens next with the number, comes into view and takes the focus', async () => {
    const { root, fetchMock } = mountWidget(mount, {
      'GET /equipment': () => answer(equipment),
      'POST /quotes/preview': () => answer(preview),
      'POST /quotes': () => answer({ id: 7, quoteNumber: 'WYC/2026/0042' }, 201),
    });
    await vi.waitFor(() => expect(root.querySelector('select')).toBeTruthy());
    await typeInto(root.querySelector('select'), '1');
    await typeInto(root.querySelector('input[autocomplete=organization]'), 'Budimex S.A.');
    await press(button(root, 'Wyślij zapytanie'));

    await vi.waitFor(() => expect(root.querySelector('.ok')).toBeTruthy());
    const thanks = root.querySelector('.ok') as HTMLElement;
    expect(thanks.textContent).toContain('Numer wyceny: WYC/2026/0042.');
    expect(thanks.textContent).toContain('Co dalej? Sprawdzimy dostępność sprzętu i przygotujemy ofertę.');
    await vi.waitFor(() => expect(root.activeElement).toBe(thanks));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    // Nothing left to send twice: only the explicit way to a new enquiry.
    expect(root.querySelector('form')).toBeNull();
    expect([...root.querySelectorAll('button')].map((element) => element.textContent)).toEqual([
      'Wyślij kolejne zapytanie',
    ]);
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/public/v1/quotes')),
    ).toHaveLength(1);
  });
});
