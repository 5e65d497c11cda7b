import { AreaNotFoundPage, RequireCapability } from '@ppp/ui';
import { Route, Routes } from 'react-router';
import { AssessmentListPage } from './pages/AssessmentListPage/AssessmentListPage.tsx';
import { AssessmentPrintPage } from './pages/AssessmentPrintPage/AssessmentPrintPage.tsx';
import { QuestionAdminPage } from './pages/QuestionAdminPage/QuestionAdminPage.tsx';
import { WizardPage } from './pages/WizardPage/WizardPage.tsx';

/**
 * The needs-assessment area's routes, on the real paths (spec-2 §2): the wizard, the saved
 * assessments with their print view, and the questionnaire's administration. Each page is guarded
 * by its capability (D1); the server checks the same table.
 */
export function AssessmentApp() {
  return (
    <Routes>
      <Route
        path="/needs-assessment"
        element={
          <RequireCapability capability="assessments:run">
            <WizardPage />
          </RequireCapability>
        }
      />
      <Route
        path="/needs-assessment-list"
        element={
          <RequireCapability capability="assessments:view">
            <AssessmentListPage />
          </RequireCapability>
        }
      />
      <Route
        path="/needs-assessment/:id/print"
        element={
          <RequireCapability capability="assessments:view">
            <AssessmentPrintPage />
          </RequireCapability>
        }
      />
      <Route
        path="/admin/needs-assessment"
        element={
          <RequireCapability capability="admin:assessment">
            <QuestionAdminPage />
          </RequireCapability>
        }
      />
      <Route
        path="*"
        element={<AreaNotFoundPage backTo="/needs-assessment-list" backLabel="Wróć do listy badań" />}
      />
    </Routes>
  );
}
