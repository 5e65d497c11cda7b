import { availabilityRoute, type Department, departmentConfigs } from '@ppp/domain';
import { AreaNotFoundPage, RequireCapability } from '@ppp/ui';
import { Route, Routes } from 'react-router';
import { AvailabilityPage } from '../availability/AvailabilityPage.tsx';
import { DepartmentAdminPage } from './admin/DepartmentAdminPage.tsx';
import { DepartmentQuoteDetailPage } from './quotes/DepartmentQuoteDetailPage.tsx';
import { CreateDepartmentQuotePage, EditDepartmentQuotePage } from './quotes/DepartmentQuoteFormPages.tsx';
import { DepartmentQuotesListPage } from './quotes/DepartmentQuotesListPage.tsx';

/**
 * The routes of an electrical or general-rental area (spec-2 §2, D14), on the area's paths: one set
 * of screens for both areas, each area's micro-frontend naming only its configuration.
 */
export function DepartmentApp({ department }: { department: Department }) {
  const config = departmentConfigs[department];
  const { paths } = config;
  const quotes = (page: React.ReactNode) => (
    <RequireCapability capability="quotes:create">{page}</RequireCapability>
  );
  return (
    <Routes>
      <Route
        path={paths.admin}
        element={
          <RequireCapability capability={config.adminCapability} description={config.texts.adminDenied}>
            <DepartmentAdminPage config={config} />
          </RequireCapability>
        }
      />
      <Route path={paths.create} element={quotes(<CreateDepartmentQuotePage config={config} />)} />
      <Route path={paths.list} element={quotes(<DepartmentQuotesListPage config={config} />)} />
      <Route path={`${paths.list}/:id`} element={quotes(<DepartmentQuoteDetailPage config={config} />)} />
      <Route path={`${paths.list}/:id/edit`} element={quotes(<EditDepartmentQuotePage config={config} />)} />
      {/* D21: every approved user sees an item's availability. */}
      <Route path={availabilityRoute(config.kind)} element={<AvailabilityPage kind={config.kind} />} />
      <Route
        path="*"
        element={
          <AreaNotFoundPage backTo={paths.list} backLabel={`Powrót do listy: ${config.texts.listTitle}`} />
        }
      />
    </Routes>
  );
}
