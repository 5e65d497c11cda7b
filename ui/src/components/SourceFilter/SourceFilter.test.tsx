import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListAddress } from '../../hooks/useListAddress.ts';
import { renderWithTheme } from '../../test/render.tsx';
import { SourceFilter } from './SourceFilter.tsx';

afterEach(cleanup);

function ListWithFilter() {
  const address = useListAddress();
  const location = useLocation();
  return (
    <>
      <SourceFilter address={address} />
      <output aria-label="Adres">{location.search}</output>
    </>
  );
}

const renderAt = (entry: string) =>
  renderWithTheme(
    <MemoryRouter initialEntries={[entry]}>
      <ListWithFilter />
    </MemoryRouter>,
  );

const filter = () => screen.getByRole('combobox', { name: 'Źródło' }) as HTMLSelectElement;
const chosen = () => filter().selectedOptions[0]?.textContent;

describe('SourceFilter (D22)', () => {
  it("offers 'Wszystkie źródła', 'Z formularza' and 'Od pracowników'", () => {
    renderAt('/quotes');
    expect([...filter().options].map((option) => option.textContent)).toEqual([
      'Wszystkie źródła',
      'Z formularza',
      'Od pracowników',
    ]);
    expect(chosen()).toBe('Wszystkie źródła');
  });

  it('keeps the choice in the address beside the other filters and starts again from page 1', () => {
    renderAt('/quotes?status=pending&page=3');
    fireEvent.change(filter(), { target: { value: 'web' } });
    expect(screen.getByLabelText('Adres').textContent).toBe('?status=pending&source=web');
    expect(chosen()).toBe('Z formularza');
    fireEvent.change(filter(), { target: { value: '' } });
    expect(screen.getByLabelText('Adres').textContent).toBe('?status=pending');
  });

  it('reads the choice from the address, an unknown value as all', () => {
    renderAt('/quotes?source=staff');
    expect(chosen()).toBe('Od pracowników');
    cleanup();
    renderAt('/quotes?source=partner');
    expect(chosen()).toBe('Wszystkie źródła');
  });
});
