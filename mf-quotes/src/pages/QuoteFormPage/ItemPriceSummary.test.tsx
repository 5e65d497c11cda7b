import { lightTheme } from '@ppp/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemPriceSummary } from './ItemPriceSummary.tsx';

afterEach(cleanup);

const summary = (equipmentDeleted?: boolean) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <ItemPriceSummary
        live={{ state: 'saved', totalPrice: '220.78' }}
        quantity={1}
        days={2}
        currency="PLN"
        equipmentDeleted={equipmentDeleted}
      />
    </ThemeProvider>,
  );

describe('an item kept at its saved value', () => {
  it('of inactive equipment says it will be repriced on save', () => {
    summary();
    expect(
      screen.getByText('Sprzęt jest nieaktywny — wartość zostanie przeliczona przy zapisie.'),
    ).toBeTruthy();
    expect(screen.getByText('Ostatnio zapisana wartość')).toBeTruthy();
  });

  it('of deleted equipment says nothing of repricing: it keeps its value (D8)', () => {
    const { container } = summary(true);
    expect(container.textContent).not.toContain('przeliczona');
    expect(screen.getByText('Zapisana wartość')).toBeTruthy();
    expect(container.textContent).toContain('220,78');
  });
});
