import {
  Button,
  ErrorState,
  IconPlus,
  IconPrinter,
  LoadingState,
  PageContainer,
  PageHeader,
  statusOf,
  usePageTitle,
} from '@ppp/ui';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { assessmentPrintUrl, useAssessment } from '../../api.ts';
import { CreateQuoteDialog } from '../../components/CreateQuoteDialog.tsx';
import { AssessmentQuotes } from './AssessmentQuotes.tsx';

const StyledFrame = styled.iframe<{ $ready: boolean }>`
  display: block;
  width: 100%;
  height: calc(100vh - 220px);
  min-height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #ffffff;
  visibility: ${({ $ready }) => ($ready ? 'visible' : 'hidden')};
`;

/**
 * /needs-assessment/{id}/print (D7, D12): the one print page of the API, framed without its own
 * print dialog, beside a way back to the list and a print button; the quotes made from the
 * assessment, and 'Utwórz wycenę z badania' (D22).
 */
export function AssessmentPrintPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  // The detail tells whether the assessment exists (and its number) before the frame is shown.
  const assessment = useAssessment(valid ? id : null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [quoting, setQuoting] = useState(false);
  usePageTitle(assessment.data ? `Badanie ${assessment.data.responseNumber}` : 'Wydruk badania');

  const header = (
    <PageHeader
      title={assessment.data ? `Badanie potrzeb ${assessment.data.responseNumber}` : 'Wydruk badania potrzeb'}
      backTo="/needs-assessment-list"
      backLabel="Powrót do listy badań"
      actions={
        assessment.data ? (
          <>
            <Button variant="outline" onClick={() => setQuoting(true)}>
              <IconPlus size={16} />
              Utwórz wycenę z badania
            </Button>
            <Button disabled={!loaded} onClick={() => frame.current?.contentWindow?.print()}>
              <IconPrinter size={16} />
              Drukuj
            </Button>
          </>
        ) : null
      }
    />
  );

  if (!valid || assessment.isError) {
    return (
      <PageContainer>
        {header}
        <ErrorState
          title="Nie znaleziono badania"
          description={
            valid && statusOf(assessment.error) !== 404
              ? 'Nie udało się wczytać badania. Sprawdź połączenie i spróbuj ponownie.'
              : 'Badanie nie istnieje lub zostało usunięte.'
          }
          onRetry={valid && statusOf(assessment.error) !== 404 ? () => void assessment.refetch() : undefined}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer width="wide">
      {header}
      {assessment.data ? <AssessmentQuotes quotes={assessment.data.quotes} /> : null}
      <CreateQuoteDialog
        assessment={quoting && assessment.data ? assessment.data : null}
        onClose={() => setQuoting(false)}
      />
      {loaded ? null : <LoadingState text="Przygotowywanie wydruku..." />}
      {assessment.data ? (
        <StyledFrame
          ref={frame}
          title={`Wydruk badania ${assessment.data.responseNumber}`}
          src={assessmentPrintUrl(id, true)}
          $ready={loaded}
          onLoad={() => setLoaded(true)}
        />
      ) : null}
    </PageContainer>
  );
}
