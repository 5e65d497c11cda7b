import { renderWithTheme } from '@ppp/ui/test/render.tsx';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { AssessmentNotice } from './AssessmentNotice.tsx';

afterEach(cleanup);

const assessment = { id: 10, responseNumber: 'BP/2026/0010' };

it.each([
  [[], 'Wycena na podstawie badania BP/2026/0010'],
  [
    ['Nagrzewnica 9 kW'],
    'Wycena na podstawie badania BP/2026/0010. Dodano sugerowaną pozycję: Nagrzewnica 9 kW — sprawdź ją przed zapisaniem.',
  ],
  [
    ['Nagrzewnica 9 kW', 'Maszt LED'],
    'Wycena na podstawie badania BP/2026/0010. Dodano sugerowane pozycje: Nagrzewnica 9 kW, Maszt LED — sprawdź je przed zapisaniem.',
  ],
])('names %j in the words of their number', (suggested, text) => {
  renderWithTheme(
    <MemoryRouter>
      <AssessmentNotice assessment={assessment} suggested={suggested} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('status').textContent).toBe(text);
});
