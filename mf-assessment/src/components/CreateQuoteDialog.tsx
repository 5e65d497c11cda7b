import { departmentConfigs, type QuoteKind, quoteKindEntries } from '@ppp/domain';
import { Button, Dialog, DialogBody, DialogFooter, useCan } from '@ppp/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

/** The kinds a quote may be made from an assessment as, with their creation pages (D22). */
export const assessmentQuoteKinds: readonly { kind: QuoteKind; label: string; createPath: string }[] = [
  { kind: 'equipment', label: 'Wycena sprzętu', createPath: '/create-quote' },
  { kind: 'transport', label: 'Transport', createPath: '/create-transport-quote' },
  { kind: 'electrical', label: 'Elektryka', createPath: departmentConfigs.electrical.paths.create },
  { kind: 'general', label: 'Wynajem ogólny', createPath: departmentConfigs.general.paths.create },
];

/** The creation page of a kind, opened with the assessment it starts from. */
export const createQuotePathFor = (createPath: string, assessmentId: number) =>
  `${createPath}?assessment=${assessmentId}`;

export interface CreateQuoteDialogProps {
  /** The assessment the quote is made from; null closes the dialog. */
  assessment: { id: number; responseNumber: string } | null;
  onClose: () => void;
}

const StyledChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One kind the user may create (D1: each kind's own create capability). */
function KindChoice({ kind, label, onChoose }: { kind: QuoteKind; label: string; onChoose: () => void }) {
  const allowed = useCan(quoteKindEntries[kind].capabilities.create);
  if (!allowed) return null;
  return (
    <Button variant="outline" onClick={onChoose}>
      {label}
    </Button>
  );
}

/**
 * 'Utwórz wycenę z badania' (D22): which kind of quote; the chosen kind's form opens prefilled
 * from the assessment.
 */
export function CreateQuoteDialog({ assessment, onClose }: CreateQuoteDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={assessment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Utwórz wycenę z badania"
      description={
        assessment
          ? `Wybierz rodzaj wyceny. Formularz otworzy się z danymi klienta i terminem z badania ${assessment.responseNumber}.`
          : undefined
      }
      size="sm"
    >
      <DialogBody>
        <StyledChoices role="group" aria-label="Rodzaj wyceny">
          {assessmentQuoteKinds.map(({ kind, label, createPath }) => (
            <KindChoice
              key={kind}
              kind={kind}
              label={label}
              onChoose={() => {
                if (!assessment) return;
                onClose();
                navigate(createQuotePathFor(createPath, assessment.id));
              }}
            />
          ))}
        </StyledChoices>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>
          Anuluj
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
