import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { quoteStatusOf, StatusBadge } from './StatusBadge.tsx';

afterEach(cleanup);

describe('StatusBadge', () => {
  it.each([
    ['draft', 'Wersja robocza'],
    ['pending', 'Oczekująca'],
    ['approved', 'Zatwierdzona'],
    ['rejected', 'Odrzucona'],
  ])('labels %s as %s', (status, label) => {
    renderWithTheme(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it.each(['sent', 'accepted', '', 'toString', null, undefined])(
    'shows the unknown status %s as draft (D3)',
    (status) => {
      renderWithTheme(<StatusBadge status={status} />);
      expect(screen.getByText('Wersja robocza')).toBeTruthy();
      expect(quoteStatusOf(status)).toBe('draft');
    },
  );
});
