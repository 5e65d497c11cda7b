import { defaultReportPeriod, type ReportSummary } from '@ppp/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFetch, json, renderArea } from '../../testing.tsx';
import { ReportsPage } from './ReportsPage.tsx';
import { netByMonth, winPercent } from './reportData.ts';

const summary: ReportSummary = {
  from: '2026-01-01',
  to: '2026-03-31',
  byStatus: [
    { month: '2026-01', kind: 'equipment', status: 'approved', count: 2, net: '1000.10', currency: 'PLN' },
    { month: '2026-01', kind: 'equipment', status: 'rejected', count: 1, net: '0.20', currency: 'PLN' },
    { month: '2026-02', kind: 'transport', status: 'pending', count: 1, net: '250.50', currency: 'PLN' },
  ],
  winRate: [
    { month: '2026-01', kind: 'equipment', approved: 2, decided: 3 },
    { month: '2026-02', kind: 'transport', approved: 0, decided: 1 },
  ],
  daysToDecision: [
    { kind: 'equipment', median: 4.5 },
    { kind: 'transport', median: 20 },
  ],
  topEquipment: [
    { kind: 'equipment', equipmentId: 3, name: 'Agregat 20 kVA', net: '1000.10', currency: 'PLN' },
    { kind: 'transport', equipmentId: 1, name: 'Iveco Daily', net: '250.50', currency: 'PLN' },
  ],
  enquiries: [{ apiKeyId: 9, name: 'Strona partnera', count: 4 }],
};

const empty: ReportSummary = {
  ...summary,
  byStatus: [],
  winRate: [],
  daysToDecision: [],
  topEquipment: [],
  enquiries: [],
};

const period = 'from=2026-01-01&to=2026-03-31';
const url = (query: string) => `/api/reports/summary?${query}`;

describe('ReportsPage (D26)', () => {
  afterEach(cleanup);

  it('shows every chart with a text alternative and its data as a table', async () => {
    answerFetch({ [`GET ${url(period)}`]: () => json(summary) });
    renderArea(<ReportsPage />, `/reports?${period}`);
    expect(
      await screen.findByRole('heading', { name: 'Wyceny i wartość netto według miesięcy' }),
    ).toBeTruthy();
    const charts = screen.getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Liczba wycen według miesięcy i statusów',
      'Wartość netto wycen według miesięcy i rodzajów (PLN)',
      'Skuteczność według miesiąca decyzji i rodzaju (procent zatwierdzonych)',
      'Mediana dni od utworzenia do decyzji według rodzaju',
      'Najwyżej wycenione pozycje: Sprzęt (PLN)',
      'Najwyżej wycenione pozycje: Transport (PLN)',
      'Zgłoszenia z formularzy WWW (wyceny i badania) według klucza API',
    ]);
    // The text alternative says each column's figures.
    const counts = charts[0]!;
    const description = document.getElementById(counts.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('01.2026: Zatwierdzona 2, Odrzucona 1; 02.2026: Oczekująca 1');

    const months = screen.getByRole('region', { name: 'Wyceny według miesięcy — dane' });
    const rows = within(months)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(rows).toEqual([
      'MiesiącRodzajStatusLiczbaNetto',
      '01.2026SprzętZatwierdzona21000,10 zł',
      '01.2026SprzętOdrzucona10,20 zł',
      '02.2026TransportOczekująca1250,50 zł',
    ]);
    const win = screen.getByRole('region', { name: 'Skuteczność — dane' });
    expect(within(win).getByText('66,7 %')).toBeTruthy();
    expect(within(win).getByText('0 %')).toBeTruthy();
    const days = screen.getByRole('region', { name: 'Mediana dni do decyzji — dane' });
    expect(within(days).getByText('4,5')).toBeTruthy();
    // The chart says its days as D11 does everywhere.
    const median = document.getElementById(charts[3]!.getAttribute('aria-describedby')!);
    expect(median?.textContent).toContain('4,5 dnia');
    expect(median?.textContent).toContain('20 dni');
    const top = screen.getByRole('region', { name: 'Top 10 sprzętu — dane' });
    expect(within(top).getByText('Agregat 20 kVA')).toBeTruthy();
    const enquiries = screen.getByRole('region', { name: 'Zgłoszenia z formularzy WWW — dane' });
    expect(within(enquiries).getByText('Strona partnera')).toBeTruthy();
  });

  it("says 'Brak danych w wybranym okresie' when the period holds nothing", async () => {
    answerFetch({ [`GET ${url(period)}`]: () => json(empty) });
    renderArea(<ReportsPage />, `/reports?${period}`);
    expect(await screen.findByText('Brak danych w wybranym okresie')).toBeTruthy();
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('shows an error with a retry when the summary cannot be loaded', async () => {
    let calls = 0;
    answerFetch({
      [`GET ${url(period)}`]: () => (++calls === 1 ? json({ message: 'Błąd' }, 500) : json(empty)),
    });
    renderArea(<ReportsPage />, `/reports?${period}`);
    expect(await screen.findByText('Nie udało się załadować raportów')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Spróbuj ponownie/ }));
    expect(await screen.findByText('Brak danych w wybranym okresie')).toBeTruthy();
  });

  it("shows the server's reason when it refuses the period", async () => {
    answerFetch({
      [`GET ${url('from=2015-01-01&to=2026-03-31')}`]: () =>
        json({ message: 'Okres raportu może obejmować najwyżej 10 lat' }, 400),
    });
    renderArea(<ReportsPage />, '/reports?from=2015-01-01&to=2026-03-31');
    expect(await screen.findByText('Okres raportu może obejmować najwyżej 10 lat')).toBeTruthy();
    expect(screen.queryByText('Sprawdź połączenie i spróbuj ponownie.')).toBeNull();
  });

  it('asks for the last 12 months by default, then for the kind and period chosen', async () => {
    const { from, to } = defaultReportPeriod();
    const fetchMock = answerFetch({
      [`GET ${url(`from=${from}&to=${to}`)}`]: () => json(empty),
      [`GET ${url(`from=${from}&to=${to}&kind=transport`)}`]: () => json(empty),
      [`GET ${url(`from=2026-02-01&to=${to}&kind=transport`)}`]: () => json(summary),
    });
    renderArea(<ReportsPage />);
    expect(await screen.findByText('Brak danych w wybranym okresie')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rodzaj wycen'), { target: { value: 'transport' } });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(url(`from=${from}&to=${to}&kind=transport`), expect.anything()),
    );
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '01.02.2026' } });
    expect(
      await screen.findByRole('heading', { name: 'Wyceny i wartość netto według miesięcy' }),
    ).toBeTruthy();
  });

  it("shows a reversed period's message under 'Od' and asks for nothing", async () => {
    const fetchMock = answerFetch({ [`GET ${url(period)}`]: () => json(empty) });
    renderArea(<ReportsPage />, `/reports?${period}`);
    await screen.findByText('Brak danych w wybranym okresie');
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '01.05.2026' } });
    expect(await screen.findByText('Data początkowa nie może być późniejsza niż końcowa')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('report data', () => {
  it('sums net values exactly and computes the win rate to one decimal', () => {
    expect(netByMonth(summary, 'PLN')[0]).toEqual({
      label: '01.2026',
      parts: [
        { series: 'equipment', value: 1000.3 },
        { series: 'transport', value: 0 },
        { series: 'electrical', value: 0 },
        { series: 'general', value: 0 },
      ],
    });
    expect(winPercent(2, 3)).toBe(66.7);
    expect(winPercent(0, 0)).toBeNull();
  });
});
