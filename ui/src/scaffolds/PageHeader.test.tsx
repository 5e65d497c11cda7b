import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { NotFoundState } from './NotFoundState.tsx';
import { PageHeader } from './PageHeader.tsx';

afterEach(cleanup);

describe('page titles', () => {
  it('names the page with one h1 and the browser tab after it', () => {
    renderWithTheme(<PageHeader title="Katalog Sprzętu" subtitle="Sprzęt do wynajęcia" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Katalog Sprzętu' })).toBeTruthy();
    expect(document.title).toBe('Katalog Sprzętu – PPP :: Program / system wycen');
  });

  it('makes a state that stands for the whole page its heading', () => {
    renderWithTheme(<NotFoundState title="Wycena nie znaleziona" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wycena nie znaleziona' })).toBeTruthy();
  });
});
