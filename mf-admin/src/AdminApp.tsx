import { AreaNotFoundPage, RequireCapability } from '@ppp/ui';
import { Route, Routes } from 'react-router';
import { InPreparation } from './components/InPreparation.tsx';
import { AdminPage } from './pages/AdminPage/AdminPage.tsx';

// The department administrations and the other admin pages arrive with their own work;
// each is already guarded by its capability (D1).
const upcoming = [{ path: '/admin/api-keys', capability: 'admin:apiKeys', title: 'Klucze API' }] as const;

/** The area's routes, on the real paths under /admin. */
export function AdminApp() {
  return (
    <Routes>
      <Route
        path="/admin"
        element={
          <RequireCapability
            capability="admin:users"
            description="Panel administratora jest dostępny tylko dla administratorów."
          >
            <AdminPage />
          </RequireCapability>
        }
      />
      {upcoming.map(({ path, capability, title }) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireCapability capability={capability}>
              <InPreparation title={title} />
            </RequireCapability>
          }
        />
      ))}
      <Route
        path="*"
        element={<AreaNotFoundPage backTo="/admin" backLabel="Wróć do panelu administratora" />}
      />
    </Routes>
  );
}
