import { NotFoundState, PageContainer, usePageTitle } from '@ppp/ui';

/** Any path neither the chrome nor an area knows. */
export function NotFoundPage() {
  usePageTitle('Nie znaleziono strony');
  return (
    <PageContainer width="narrow">
      <NotFoundState
        title="404 — Nie znaleziono strony"
        headingLevel={1}
        description="Strona, której szukasz, nie istnieje lub została przeniesiona."
        backTo="/"
        backLabel="Wróć do strony głównej"
      />
    </PageContainer>
  );
}
