import { AreaNotFoundPage } from '@ppp/ui';
import { Route, Routes } from 'react-router';
import { ReportsPage } from './pages/ReportsPage/ReportsPage.tsx';

/** The area's routes (D26): /reports, for every approved user (the shell admits only them). */
export function ReportsApp() {
  return (
    <Routes>
      <Route path="/reports" element={<ReportsPage />} />
      <Route path="*" element={<AreaNotFoundPage backTo="/reports" backLabel="Wróć do raportów" />} />
    </Routes>
  );
}
