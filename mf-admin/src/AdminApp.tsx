import { AreaNotFoundPage, RequireCapability } from '@ppp/ui';
import { Route, Routes } from 'react-router';
import { AdminPage } from './pages/AdminPage/AdminPage.tsx';
import { ApiKeysPage } from './pages/ApiKeysPage/ApiKeysPage.tsx';
import { AuditPage } from './pages/AuditPage/AuditPage.tsx';
import { CompanyPage } from './pages/CompanyPage/CompanyPage.tsx';
import { OutboxPage } from './pages/OutboxPage/OutboxPage.tsx';

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
      <Route
        path="/admin/api-keys"
        element={
          <RequireCapability
            capability="admin:apiKeys"
            description="Klucze API są dostępne tylko dla administratorów."
          >
            <ApiKeysPage />
          </RequireCapability>
        }
      />
      <Route
        path="/admin/outbox"
        element={
          <RequireCapability
            capability="admin:outbox"
            description="Poczta wychodząca jest dostępna tylko dla administratorów."
          >
            <OutboxPage />
          </RequireCapability>
        }
      />
      <Route
        path="/admin/company"
        element={
          <RequireCapability
            capability="admin:company"
            description="Dane firmy są dostępne tylko dla administratorów."
          >
            <CompanyPage />
          </RequireCapability>
        }
      />
      <Route
        path="/admin/audit"
        element={
          <RequireCapability
            capability="admin:audit"
            description="Dziennik zdarzeń jest dostępny tylko dla administratorów."
          >
            <AuditPage />
          </RequireCapability>
        }
      />
      <Route
        path="*"
        element={
          <AreaNotFoundPage
            backTo="/admin"
            backLabel="Wróć do panelu administratora"
            capability="admin:users"
          />
        }
      />
    </Routes>
  );
}
