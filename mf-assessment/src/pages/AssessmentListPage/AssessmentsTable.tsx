import {
  type AssessmentListItem,
  assessmentAuthorLabel,
  erasedPersonalDataLabel,
  formatDateTime,
} from '@ppp/domain';
import {
  Badge,
  DataTable,
  type DataTableColumn,
  IconButton,
  IconEye,
  IconPlus,
  IconPrinter,
  IconTrash,
  WebEnquiryBadge,
} from '@ppp/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

export interface AssessmentsTableProps {
  assessments: readonly AssessmentListItem[];
  /** Whether delete is offered (admin only, D1). */
  canDelete: boolean;
  onPreview: (assessment: AssessmentListItem) => void;
  /** D22: 'Utwórz wycenę z badania'. */
  onCreateQuote: (assessment: AssessmentListItem) => void;
  onDelete: (assessment: AssessmentListItem) => void;
}

const StyledNumber = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

/** The number and, on a web enquiry, its badge (D22). */
const StyledTitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledContact = styled.span`
  display: flex;
  flex-direction: column;
`;

/** Who the assessment is about: the company, else the person, the phone or the e-mail. */
const assessmentClientLabel = (row: AssessmentListItem) =>
  row.clientCompanyName ||
  row.clientContactPerson ||
  row.clientPhone ||
  row.clientEmail ||
  'Klient bez nazwy';

const columns: DataTableColumn<AssessmentListItem>[] = [
  { header: 'Klient', cell: assessmentClientLabel },
  {
    header: 'Kontakt',
    cell: (row) => (
      <StyledContact>
        {(row.erasedAt
          ? [erasedPersonalDataLabel]
          : [row.clientCompanyName ? row.clientContactPerson : null, row.clientPhone, row.clientEmail]
        )
          .filter(Boolean)
          .map((line) => (
            <span key={line}>{line}</span>
          ))}
      </StyledContact>
    ),
    muted: true,
  },
  // D16: a web enquiry's author reads 'Badanie z formularza ({key})', beside its 'Z formularza' badge.
  { header: 'Autor', cell: (row) => assessmentAuthorLabel(row), muted: true },
  { header: 'Data', cell: (row) => formatDateTime(row.createdAt), muted: true },
  {
    header: 'Odpowiedzi',
    cell: (row) => (
      <Badge variant="primary" aria-label={`Odpowiedzi: ${row.answerCount}`}>
        {row.answerCount}
      </Badge>
    ),
    align: 'center',
  },
];

/**
 * The saved assessments with their actions: preview, a quote from it (D22), print and (admin) delete;
 * cards on a phone.
 */
export function AssessmentsTable({
  assessments,
  canDelete,
  onPreview,
  onCreateQuote,
  onDelete,
}: AssessmentsTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      aria-label="Zapisane badania potrzeb"
      rows={assessments}
      rowKey={(row) => row.id}
      title={{
        header: 'Numer',
        cell: (row) => (
          <StyledTitle>
            <StyledNumber>{row.responseNumber}</StyledNumber>
            <WebEnquiryBadge source={row.source} />
          </StyledTitle>
        ),
      }}
      columns={columns}
      cardTitleLevel={2}
      actions={(row) => (
        <>
          <IconButton
            size="sm"
            icon={<IconEye />}
            aria-label={`Podgląd badania ${row.responseNumber}`}
            onClick={() => onPreview(row)}
          />
          <IconButton
            size="sm"
            icon={<IconPlus />}
            aria-label={`Utwórz wycenę z badania ${row.responseNumber}`}
            onClick={() => onCreateQuote(row)}
          />
          <IconButton
            size="sm"
            icon={<IconPrinter />}
            aria-label={`Drukuj badanie ${row.responseNumber}`}
            onClick={() => navigate(`/needs-assessment/${row.id}/print`)}
          />
          {canDelete ? (
            <IconButton
              size="sm"
              icon={<IconTrash />}
              aria-label={`Usuń badanie ${row.responseNumber}`}
              onClick={() => onDelete(row)}
            />
          ) : null}
        </>
      )}
    />
  );
}
