import { NotFoundState, PageContainer } from '@ppp/ui';

/** Any path neither the chrome nor an area knows. */
export function NotFoundPage() {
  return (
    <PageContainer width="narrow">
      <NotFoundState
        title="404 — Nie znaleziono strony"
        description="Strona, której szukasz, nie istnieje lub została przeniesiona."
        backTo="/"
        backLabel="Wróć do strony głównej"
      />
    </PageContainer>
  );
}
