import { availabilityRoute } from '@ppp/domain';
import { AvailabilityPage } from '@ppp/quoting';
import { AreaNotFoundPage, RequireCapability } from '@ppp/ui';
import { Route, Routes } from 'react-router';
import { TransportQuoteDetailPage } from './pages/TransportQuoteDetailPage/TransportQuoteDetailPage.tsx';
import {
  CreateTransportQuotePage,
  EditTransportQuotePage,
} from './pages/TransportQuoteFormPage/TransportQuoteFormPage.tsx';
import { TransportQuotesListPage } from './pages/TransportQuotesListPage/TransportQuotesListPage.tsx';
import { NoTransportAdminAccess, VehicleAdminPage } from './pages/VehicleAdminPage/VehicleAdminPage.tsx';

/**
 * The transport area's routes, on the real paths (spec-2 §2, D13): the vehicles' administration,
 * a new transport quote, the saved ones with their detail and edit pages. Each page is guarded by
 * its capability (D1); the server checks the same table.
 */
export function TransportApp() {
  return (
    <Routes>
      <Route
        path="/admin/transport"
        element={
          <RequireCapability capability="admin:transport" denied={<NoTransportAdminAccess />}>
            <VehicleAdminPage />
          </RequireCapability>
        }
      />
      <Route
        path="/create-transport-quote"
        element={
          <RequireCapability capability="quotes:create">
            <CreateTransportQuotePage />
          </RequireCapability>
        }
      />
      <Route
        path="/transport-quotes"
        element={
          <RequireCapability capability="quotes:create">
            <TransportQuotesListPage />
          </RequireCapability>
        }
      />
      <Route
        path="/transport-quotes/:id"
        element={
          <RequireCapability capability="quotes:create">
            <TransportQuoteDetailPage />
          </RequireCapability>
        }
      />
      <Route
        path="/transport-quotes/:id/edit"
        element={
          <RequireCapability capability="quotes:create">
            <EditTransportQuotePage />
          </RequireCapability>
        }
      />
      {/* D21: every approved user sees a vehicle's availability. */}
      <Route path={availabilityRoute('transport')} element={<AvailabilityPage kind="transport" />} />
      <Route
        path="*"
        element={<AreaNotFoundPage backTo="/transport-quotes" backLabel="Powrót do wycen transportu" />}
      />
    </Routes>
  );
}
