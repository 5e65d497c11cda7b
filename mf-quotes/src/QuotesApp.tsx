import { availabilityRoute } from '@ppp/domain';
import { AvailabilityPage } from '@ppp/quoting';
import { AreaNotFoundPage } from '@ppp/ui';
import { Route, Routes } from 'react-router';
import { CataloguePage } from './pages/CataloguePage/CataloguePage.tsx';
import { ClientPage } from './pages/ClientPage/ClientPage.tsx';
import { ClientsPage } from './pages/ClientsPage/ClientsPage.tsx';
import { QuoteDetailPage } from './pages/QuoteDetailPage/QuoteDetailPage.tsx';
import { CreateQuotePage, EditQuotePage } from './pages/QuoteFormPage/QuoteFormPage.tsx';
import { QuotesListPage } from './pages/QuotesListPage/QuotesListPage.tsx';

/**
 * The area's routes, on the real paths. Everybody approved may browse the catalogue and create
 * quotes; the list shows each user what D1 lets them see, and the server answers 403 for a
 * quote that is not theirs to open.
 */
export function QuotesApp() {
  return (
    <Routes>
      <Route path="/equipment" element={<CataloguePage />} />
      <Route path={availabilityRoute('equipment')} element={<AvailabilityPage kind="equipment" />} />
      <Route path="/quotes" element={<QuotesListPage />} />
      <Route path="/quotes/:id" element={<QuoteDetailPage />} />
      <Route path="/quotes/:id/edit" element={<EditQuotePage />} />
      <Route path="/create-quote" element={<CreateQuotePage />} />
      {/* D25: the shared address book (every approved user, D1). */}
      <Route path="/clients" element={<ClientsPage />} />
      <Route path="/clients/:id" element={<ClientPage />} />
      <Route path="*" element={<AreaNotFoundPage backTo="/quotes" backLabel="Wróć do listy wycen" />} />
    </Routes>
  );
}
