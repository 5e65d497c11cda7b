import { renderArea } from '@ppp/ui/test/area.tsx';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteLoader } from './QuoteLoader.tsx';

afterEach(cleanup);

/** No quote has the address's id (`abc`): the loader does not read it. */
const useNoQuote = (id: number): UseQueryResult<{ id: number }> =>
  useQuery({ queryKey: ['/api/none', id], enabled: false });

function renderMissing(kind: 'equipment' | 'general') {
  renderArea(
    <Routes>
      <Route
        path="/q/:id"
        element={
          <QuoteLoader kind={kind} useQuote={useNoQuote} listPath="/q" listLabel="Wróć" forbiddenText="">
            {() => <p>Wycena</p>}
          </QuoteLoader>
        }
      />
    </Routes>,
    '/q/abc',
  );
}

describe('a quote page at an address of no quote', () => {
  it("titles it as the kind's spec does: spec-1 §5 for equipment, spec-2 §8 for the departments'", () => {
    renderMissing('equipment');
    expect(screen.getByRole('heading', { level: 1, name: 'Wycena nie znaleziona' })).toBeTruthy();
    expect(screen.getByText('Nie można znaleźć wyceny o podanym ID.')).toBeTruthy();
    cleanup();
    renderMissing('general');
    expect(screen.getByRole('heading', { level: 1, name: 'Wycena nie została znaleziona' })).toBeTruthy();
  });
});
