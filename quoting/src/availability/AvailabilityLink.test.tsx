import { answerFetch, json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityLink } from './AvailabilityLink.tsx';
import { AvailabilityPage } from './AvailabilityPage.tsx';
import { daysOfMonth } from './month.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the links to an item's availability (D21)", () => {
  it.each([
    ['equipment', 4, '2027-03-14', '/equipment/4/availability?month=2027-03'],
    ['transport', 2, null, '/vehicles/2/availability'],
    ['electrical', 7, '2027-11-30', '/electrical-equipment/7/availability?month=2027-11'],
    ['general', 9, undefined, '/general-equipment/9/availability'],
  ] as const)('leads from a %s item %i (quote from %s) to %s', (kind, id, month, href) => {
    renderArea(<AvailabilityLink kind={kind} equipmentId={id} itemName="Agregat" month={month} />, '/');
    expect(screen.getByRole('link', { name: 'Dostępność: Agregat' }).getAttribute('href')).toBe(href);
  });

  it('opens the page on the quote’s month, whose back link returns to the quote', async () => {
    const user = userEvent.setup();
    const days = daysOfMonth('2027-03').map((date) => ({ date, free: 2, approved: 0, tentative: 0 }));
    answerFetch({
      'GET /api/availability?kind=general&equipmentIds=9&from=2027-03-01&to=2027-03-31': () =>
        json([{ equipmentId: 9, name: 'Rusztowanie', availableQuantity: 2, days }]),
      'GET /api/availability/holdings?kind=general&equipmentId=9&from=2027-03-01&to=2027-03-31': () =>
        json([]),
    });
    renderArea(
      <Routes>
        <Route
          path="/general-quotes/:id"
          element={
            <AvailabilityLink
              kind="general"
              equipmentId={9}
              itemName="Rusztowanie"
              month="2027-03-20"
              appearance="link"
            />
          }
        />
        <Route path="/general-equipment/:id/availability" element={<AvailabilityPage kind="general" />} />
      </Routes>,
      '/general-quotes/31',
    );
    await user.click(screen.getByRole('link', { name: 'Dostępność: Rusztowanie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dostępność: Rusztowanie' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Marzec 2027' })).toBeTruthy();
    // Another month keeps the way back.
    await user.click(screen.getByRole('button', { name: 'Następny miesiąc' }));
    expect(screen.getByRole('link', { name: 'Powrót' }).getAttribute('href')).toBe('/general-quotes/31');
  });
});
