import type { QuoteDetail } from '@ppp/domain';
import { renderWithTheme } from '@ppp/ui/test/render.tsx';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { QuoteHistoryCard } from './QuoteHistoryCard.tsx';

afterEach(cleanup);

const anna = { id: 1, firstName: 'Anna', lastName: 'Kowalska', email: 'anna@firma.pl' };
type QuoteStatusChange = QuoteDetail['history'][number];

const entry = (change: Partial<QuoteStatusChange>): QuoteStatusChange => ({
  fromStatus: 'draft',
  toStatus: 'pending',
  changedAt: '2026-11-20T10:00:00.000Z',
  changedBy: anna,
  actorName: null,
  comment: null,
  version: 1,
  ...change,
});

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

it('shows a change of status as from → to, and an entry that keeps it (a mail, D22) as what happened', () => {
  renderWithTheme(
    <QuoteHistoryCard
      history={[
        entry({}),
        entry({
          fromStatus: 'pending',
          toStatus: 'pending',
          changedAt: '2026-11-21T10:00:00.000Z',
          comment: 'Przygotowano wiadomość do biuro@budimex.pl',
        }),
        entry({
          fromStatus: 'pending',
          toStatus: 'approved',
          changedAt: '2026-11-22T10:00:00.000Z',
          actorName: 'Klient: Jan Kowalski',
          comment: 'Zgoda',
        }),
      ]}
    />,
  );
  const entries = screen.getAllByRole('listitem').map(textOf);
  expect(entries[0]).toContain('Anna Kowalska: Wersja robocza → Oczekująca');
  expect(entries[1]).toContain('Anna Kowalska: Przygotowano wiadomość do biuro@budimex.pl');
  expect(entries[1]).not.toContain('→');
  expect(entries[2]).toContain('Klient: Jan Kowalski: Oczekująca → ZatwierdzonaZgoda');
});
