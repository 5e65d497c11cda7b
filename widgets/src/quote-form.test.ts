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

/** The form with the catalogue and a price answered, its first equipment list on the page. */
async function openPricedForm() {
  const mounted = mountWidget(mount, {
    'GET /equipment': () => answer(equipment),
    'POST /quotes/preview': () => answer(preview),
  });
  await vi.waitFor(() => expect(mounted.root.querySelector('select')).toBeTruthy());
  return mounted;
}

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

describe('<ppp-quote-form>: refusals, corrections and focus (D15)', () => {
  const refusal = () =>
    answer(
      {
        code: 'validation_failed',
        message: 'Nieprawidłowy format email',
        errors: { 'client.email': 'Nieprawidłowy format email' },
      },
      400,
    );

  it("shows the server's field error under its field with the focus on it, and drops it once corrected", async () => {
    const { root } = mountWidget(mount, {
      'GET /equipment': () => answer(equipment),
      'POST /quotes/preview': () => answer(preview),
      'POST /quotes': refusal,
    });
    await vi.waitFor(() => expect(root.querySelector('select')).toBeTruthy());
    await typeInto(root.querySelector('select'), '1');
    const email = root.querySelector('input[autocomplete=email]') as HTMLInputElement;
    await typeInto(email, 'jan@firma.pl');
    await press(button(root, 'Wyślij zapytanie'));

    await vi.waitFor(() => expect(root.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('[role=alert]')?.textContent).toBe('Nieprawidłowy format email');

    await typeInto(email, 'jan.kowalski@firma.pl');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(root.querySelector('.error')).toBeNull();
    expect(root.querySelector('[role=alert]')).toBeNull();
  });

  it('refuses an address the server would refuse before sending, with the same message', async () => {
    const { root, fetchMock } = await openPricedForm();
    await typeInto(root.querySelector('select'), '1');
    const email = root.querySelector('input[autocomplete=email]') as HTMLInputElement;
    await typeInto(email, 'łukasz@żuraw.pl');
    await press(button(root, 'Wyślij zapytanie'));
    await vi.waitFor(() => expect(root.activeElement).toBe(email));
    expect(root.querySelector(`#${email.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Nieprawidłowy format email',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/quotes'))).toBe(false);
  });

  it("says the staff form's stock message, moves the focus to the next row after a removal", async () => {
    const { root } = await openPricedForm();
    await typeInto(root.querySelector('select'), '1');
    await typeInto(root.querySelector('input[inputmode=numeric]'), '5');
    await press(button(root, 'Wyślij zapytanie'));
    expect(root.querySelector('.error')?.textContent).toBe(
      'Ilość sprzętu „Nagrzewnica olejowa 30 kW” przekracza dostępną: maksymalnie 4 szt.',
    );

    await press(button(root, '+ Dodaj pozycję'));
    await press(button(root, '+ Dodaj pozycję'));
    const selects = () => [...root.querySelectorAll<HTMLSelectElement>('.item select')];
    const third = selects()[2];
    await press(root.querySelector('[aria-label="Usuń pozycję 2"]') as HTMLElement);
    await vi.waitFor(() => expect(root.activeElement).toBe(third));
    await press(root.querySelector('[aria-label="Usuń pozycję 2"]') as HTMLElement);
    await vi.waitFor(() => expect(root.activeElement).toBe(selects()[0]));
  });

  it('stops waiting for a price when the rows turn invalid before it is asked for', async () => {
    const { root } = await openPricedForm();
    await typeInto(root.querySelector('select'), '1');
    await vi.waitFor(() => expect(root.querySelector('.totals')?.textContent).toContain('817,95'));
    // '2' asks for a price; '10' (more than the 4 in stock) comes within the 400 ms.
    const quantity = root.querySelector<HTMLInputElement>('input[inputmode=numeric]');
    await typeInto(quantity, '2');
    await vi.waitFor(() => expect(root.querySelector('.totals')?.getAttribute('aria-busy')).toBe('true'));
    await typeInto(quantity, '10');
    const priceArea = () => root.querySelector('[aria-live=polite]')?.textContent;
    await vi.waitFor(() =>
      expect(priceArea()).toBe('Wybierz sprzęt, ilość i liczbę dni, aby zobaczyć cenę.'),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(priceArea()).toBe('Wybierz sprzęt, ilość i liczbę dni, aby zobaczyć cenę.');
  });

  it('marks a quantity above stock at once and prices the other rows without it (D19)', async () => {
    const { root, fetchMock } = await openPricedForm();
    await typeInto(root.querySelector('select'), '1');
    await press(button(root, '+ Dodaj pozycję'));
    const selects = root.querySelectorAll<HTMLSelectElement>('.item select');
    await typeInto(selects[1], '1');
    await typeInto(root.querySelectorAll<HTMLInputElement>('.item input[id^=q-qty]')[1], '4');
    // 1 + 4 of the 4 in stock: the second row says why, before anything is sent.
    await vi.waitFor(() =>
      expect(root.querySelector('.item:nth-of-type(2) .error')?.textContent).toBe(
        'Ilość sprzętu „Nagrzewnica olejowa 30 kW” przekracza dostępną: maksymalnie 4 szt.',
      ),
    );
    await vi.waitFor(() =>
      expect(root.querySelector('[aria-live=polite]')?.textContent).toContain('Bez pozycji z błędami.'),
    );
    const previews = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/quotes/preview'));
    expect(JSON.parse(String(previews.at(-1)?.[1]?.body)).items).toEqual([
      { equipmentId: 1, quantity: 1, rentalPeriodDays: 7 },
    ]);
  });

  it("keeps a typed decimal comma and says a fraction is no whole number (never '7,5' read as 75)", async () => {
    const { root, fetchMock } = await openPricedForm();
    await typeInto(root.querySelector('select'), '1');
    const quantity = root.querySelector<HTMLInputElement>('.item input[id^=q-qty]')!;
    const days = root.querySelector<HTMLInputElement>('.item input[id^=q-days]')!;
    // Text fields with a numeric keyboard: a number field drops the comma a Polish visitor types.
    expect([quantity.type, days.type]).toEqual(['text', 'text']);
    await typeInto(quantity, '2,5');
    await typeInto(days, '7,5');
    await vi.waitFor(() =>
      expect([...root.querySelectorAll('.item .error')].map((error) => error.textContent)).toEqual([
        'Ilość podaj w pełnych sztukach',
        'Okres wynajmu musi wynosić od 1 do 365 dni',
      ]),
    );
    expect(
      fetchMock.mock.calls
        .filter(([input]) => String(input).endsWith('/quotes/preview'))
        .map(([, init]) => JSON.parse(String(init?.body)).items),
    ).not.toContainEqual([{ equipmentId: 1, quantity: 25, rentalPeriodDays: 75 }]);
  });

  it("gives the focus to a new row's equipment once '+ Dodaj pozycję' adds it", async () => {
    const { root } = await openPricedForm();
    await press(button(root, '+ Dodaj pozycję'));
    await vi.waitFor(() => expect(root.activeElement).toBe(root.querySelectorAll('.item select')[1]));
  });

  it('starts a new enquiry afresh, the planned start date included, focused on its first field', async () => {
    const { root } = mountWidget(mount, {
      'GET /equipment': () => answer(equipment),
      'POST /quotes/preview': () => answer(preview),
      'POST /quotes': () => answer({ id: 7, quoteNumber: 'WYC/2026/0042' }, 201),
    });
    await vi.waitFor(() => expect(root.querySelector('select')).toBeTruthy());
    await typeInto(root.querySelector('select'), '1');
    await typeInto(root.querySelector('input[autocomplete=organization]'), 'Budimex S.A.');
    await typeInto(root.querySelector('input[type=date]'), '2026-12-24');
    await press(button(root, 'Wyślij zapytanie'));
    await vi.waitFor(() => expect(root.querySelector('.ok')).toBeTruthy());

    await press(button(root, 'Wyślij kolejne zapytanie'));
    await vi.waitFor(() => expect(root.activeElement).toBe(root.querySelector('select')));
    expect((root.querySelector('input[type=date]') as HTMLInputElement).value).toBe('');
    expect((root.querySelector('input[autocomplete=organization]') as HTMLInputElement).value).toBe('');
  });
});
