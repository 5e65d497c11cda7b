import { AreaNotFoundPage, LoadingState, RequireCapability } from '@ppp/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AdminPage } from './pages/AdminPage/AdminPage.tsx';

// The panel comes with the area; its other pages (keys and webhooks with their guide, the outbox,
// the company's data, the audit log) load when first opened, so /admin stays within its budget.
const ApiKeysPage = lazy(() =>
  import('./pages/ApiKeysPage/ApiKeysPage.tsx').then((module) => ({ default: module.ApiKeysPage })),
);
const AuditPage = lazy(() =>
  import('./pages/AuditPage/AuditPage.tsx').then((module) => ({ default: module.AuditPage })),
);
const CompanyPage = lazy(() =>
  import('./pages/CompanyPage/CompanyPage.tsx').then((module) => ({ default: module.CompanyPage })),
);
const OutboxPage = lazy(() =>
  import('./pages/OutboxPage/OutboxPage.tsx').then((module) => ({ default: module.OutboxPage })),
);

/** The area's routes, on the real paths under /admin. */
export function AdminApp() {
  return (
    <Suspense fallback={<LoadingState text="Ładowanie..." />}>
      <AdminRoutes />
    </Suspense>
  );
}

function AdminRoutes() {
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
