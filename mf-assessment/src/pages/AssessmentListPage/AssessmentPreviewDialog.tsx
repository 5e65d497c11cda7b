import { assessmentAuthorLabel, erasedPersonalDataLabel, formatDateTime } from '@ppp/domain';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  ErrorState,
  IconPlus,
  IconPrinter,
  InfoList,
  LoadingState,
} from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAssessment } from '../../api.ts';
import { AssessmentAnswers } from '../../components/AssessmentAnswers.tsx';

export interface AssessmentPreviewDialogProps {
  /** The assessment shown; null closes the dialog. */
  id: number | null;
  number: string | null;
  onClose: () => void;
  /** D22: 'Utwórz wycenę z badania' (the kind is asked next). */
  onCreateQuote: () => void;
}

const StyledSectionTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:first-child {
    margin-top: 0;
  }
`;

/** The answers' groups follow each other without the body's gap between every element. */
const StyledAnswers = styled.div``;

/** 'Podgląd badania': the client data and the answers by category (spec-2 §2). */
export function AssessmentPreviewDialog({
  id,
  number,
  onClose,
  onCreateQuote,
}: AssessmentPreviewDialogProps) {
  const assessment = useAssessment(id);
  const data = assessment.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Badanie potrzeb ${data?.responseNumber ?? number ?? ''}`.trim()}
      description={
        data ? `Zapisane ${formatDateTime(data.createdAt)} · ${assessmentAuthorLabel(data)}` : undefined
      }
      size="lg"
    >
      <DialogBody readable>
        {assessment.isPending ? (
          <LoadingState text="Ładowanie badania..." />
        ) : assessment.isError ? (
          <ErrorState
            title="Nie znaleziono badania"
            description="Badanie mogło zostać usunięte. Odśwież listę."
            onRetry={() => void assessment.refetch()}
          />
        ) : data ? (
          <>
            <StyledSectionTitle>Dane klienta</StyledSectionTitle>
            <InfoList
              rows={[
                ['Nazwa firmy', data.clientCompanyName],
                // D25: after an erasure 'Dane usunięte' where the contact was.
                ...(data.erasedAt
                  ? ([['Dane kontaktowe', erasedPersonalDataLabel]] satisfies [string, string][])
                  : ([
                      ['Osoba kontaktowa', data.clientContactPerson],
                      ['Telefon', data.clientPhone],
                      ['E-mail', data.clientEmail],
                      ['Adres', data.clientAddress],
                    ] satisfies [string, string | null][])),
                ['Autor', assessmentAuthorLabel(data)],
              ]}
            />
            {/* The count the list and the print give (D12): answers given, not every stored tick. */}
            <StyledSectionTitle>Odpowiedzi ({data.answerCount})</StyledSectionTitle>
            <StyledAnswers>
              <AssessmentAnswers answers={data.answers} />
            </StyledAnswers>
          </>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Zamknij
        </Button>
        {data ? (
          <Button variant="outline" onClick={onCreateQuote}>
            <IconPlus size={16} />
            Utwórz wycenę z badania
          </Button>
        ) : null}
        {id !== null ? (
          <Button as={Link} to={`/needs-assessment/${id}/print`}>
            <IconPrinter size={16} />
            Drukuj
          </Button>
        ) : null}
      </DialogFooter>
    </Dialog>
  );
}
