import { lightTheme } from '@ppp/ui';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { amountWidth, BarChart } from './charts.tsx';

const money = (value: number) =>
  `${value.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} zł`;

describe('BarChart (D26)', () => {
  it('leaves room after the longest bar for its whole amount (never cut at the edge)', () => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <BarChart
          label="Top 10 sprzętu według wartości netto"
          format={money}
          bars={[
            { key: 'a', label: 'Agregat prądotwórczy 100 kVA', value: 120536 },
            { key: 'b', label: 'Maszt oświetleniowy', value: 10990 },
          ]}
        />
      </ThemeProvider>,
    );
    const svg = container.querySelector('svg') as SVGSVGElement;
    const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const amounts = [...svg.querySelectorAll('g > text:last-of-type')];
    expect(amounts.map((text) => text.textContent)).toEqual([money(120536), money(10990)]);
    for (const text of amounts) {
      const end = Number(text.getAttribute('x')) - 6 + amountWidth(text.textContent ?? '');
      expect(end).toBeLessThanOrEqual(width);
    }
  });
});
