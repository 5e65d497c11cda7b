import { ThemeModeProvider } from '@ppp/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PeriodFilter, useCataloguePeriod } from './PeriodFilter.tsx';
import { freeUnitsLabel, periodOfParams, readPeriodFilter } from './periodFilter.ts';

afterEach(cleanup);

describe("the catalogues' period filter (D21)", () => {
  it.each([
    ['', '', { period: null, empty: true, errors: {} }],
    [
      '01.03.2027',
      '14.03.2027',
      { period: { from: '2027-03-01', to: '2027-03-14' }, empty: false, errors: {} },
    ],
    // A pasted ISO date reads as typed.
    [
      '2027-03-01',
      '1.3.2027',
      { period: { from: '2027-03-01', to: '2027-03-01' }, empty: false, errors: {} },
    ],
    ['01.03.2027', '', { period: null, empty: false, errors: { to: 'Podaj datę końcową okresu' } }],
    ['', '14.03.2027', { period: null, empty: false, errors: { from: 'Podaj datę początkową okresu' } }],
    [
      '14.03.2027',
      '01.03.2027',
      { period: null, empty: false, errors: { to: 'Data końcowa nie może być wcześniejsza niż początkowa' } },
    ],
    ['31.02.2027', '14.03.2027', { period: null, empty: false, errors: { from: 'Nieprawidłowa data' } }],
    [
      '01.01.2027',
      '02.01.2028',
      { period: null, empty: false, errors: { to: 'Okres może obejmować najwyżej 366 dni' } },
    ],
  ])('reads Od %j and Do %j', (from, to, reading) => {
    expect(readPeriodFilter(from, to)).toEqual(reading);
  });

  it('takes a period from the address only when both ends are there and valid', () => {
    expect(periodOfParams(new URLSearchParams('from=2027-03-01&to=2027-03-14'))).toEqual({
      from: '2027-03-01',
      to: '2027-03-14',
    });
    expect(periodOfParams(new URLSearchParams('from=2027-03-01'))).toBeNull();
    expect(periodOfParams(new URLSearchParams('from=2027-03-14&to=2027-03-01'))).toBeNull();
    expect(periodOfParams(new URLSearchParams('search=koparka'))).toBeNull();
  });

  it("words a card's free units", () => {
    expect(freeUnitsLabel(2, 5)).toBe('wolne 2 z 5');
  });
});

function Catalogue() {
  const { period, setPeriod } = useCataloguePeriod();
  const location = useLocation();
  return (
    <>
      <PeriodFilter value={period} onChange={setPeriod} />
      <output aria-label="Adres">{location.search}</output>
    </>
  );
}

function renderCatalogue(path: string) {
  render(
    <ThemeModeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Catalogue />
      </MemoryRouter>
    </ThemeModeProvider>,
  );
  return {
    from: () => screen.getByRole('textbox', { name: 'Od' }),
    to: () => screen.getByRole('textbox', { name: 'Do' }),
    address: () => screen.getByRole('status', { name: 'Adres' }).textContent,
  };
}

describe('PeriodFilter in a catalogue (D21)', () => {
  it('keeps a complete period in the address beside the other filters, and removes it when emptied', async () => {
    const user = userEvent.setup();
    const page = renderCatalogue('/equipment?search=koparka');
    expect(screen.getByRole('group', { name: 'Okres' })).toBeTruthy();
    await user.type(page.from(), '01.03.2027');
    // Half a period asks for nothing yet.
    expect(page.address()).toBe('?search=koparka');
    await user.type(page.to(), '14.03.2027');
    expect(page.address()).toBe('?search=koparka&from=2027-03-01&to=2027-03-14');
    await user.click(screen.getByRole('button', { name: 'Wyczyść okres' }));
    expect(page.address()).toBe('?search=koparka');
    expect((page.from() as HTMLInputElement).value).toBe('');
  });

  it('shows the period of the address in the fields', () => {
    const page = renderCatalogue('/equipment?from=2027-03-01&to=2027-03-14');
    expect((page.from() as HTMLInputElement).value).toBe('01.03.2027');
    expect((page.to() as HTMLInputElement).value).toBe('14.03.2027');
  });

  it("marks 'Do' before 'Od' under 'Do' once it is left, and keeps it out of the address", async () => {
    const user = userEvent.setup();
    const page = renderCatalogue('/equipment');
    await user.type(page.from(), '14.03.2027');
    await user.type(page.to(), '01.03.2027');
    expect(screen.queryByText('Data końcowa nie może być wcześniejsza niż początkowa')).toBeNull();
    await user.tab();
    expect(screen.getByText('Data końcowa nie może być wcześniejsza niż początkowa')).toBeTruthy();
    expect(page.to().getAttribute('aria-invalid')).toBe('true');
    expect(page.address()).toBe('');
  });

  it("asks for 'Do' when only 'Od' was given and left", async () => {
    const user = userEvent.setup();
    const page = renderCatalogue('/equipment');
    await user.type(page.from(), '14.03.2027');
    await user.click(page.to());
    await user.tab();
    expect(screen.getByText('Podaj datę końcową okresu')).toBeTruthy();
    expect(page.address()).toBe('');
  });
});
