import { isLockedStatus, type QuoteStatus } from '@ppp/domain';
import { IconButton, IconEdit, IconEye, IconPrinter, IconTrash } from '@ppp/ui';

export interface QuoteRowActionsProps {
  quote: { quoteNumber: string; status: QuoteStatus };
  onPreview: () => void;
  onEdit: () => void;
  onPrint: () => void;
  /** Offered to the kind's approvers only (D1); absent hides the button. */
  onDelete?: () => void;
}

const lockedHint = 'Zatwierdzonej lub odrzuconej wyceny nie można zmieniać. Najpierw otwórz ją ponownie.';

/** A saved quote's buttons in every kind's list (D18): preview, edit, print, delete; locked ones edit nothing. */
export function QuoteRowActions({ quote, onPreview, onEdit, onPrint, onDelete }: QuoteRowActionsProps) {
  const locked = isLockedStatus(quote.status);
  return (
    <>
      <IconButton
        size="sm"
        icon={<IconEye />}
        aria-label={`Podgląd wyceny ${quote.quoteNumber}`}
        onClick={onPreview}
      />
      <IconButton
        size="sm"
        icon={<IconEdit />}
        aria-label={`Edytuj wycenę ${quote.quoteNumber}`}
        title={locked ? lockedHint : undefined}
        disabled={locked}
        onClick={onEdit}
      />
      <IconButton
        size="sm"
        icon={<IconPrinter />}
        aria-label={`Drukuj wycenę ${quote.quoteNumber}`}
        onClick={onPrint}
      />
      {onDelete ? (
        <IconButton
          size="sm"
          icon={<IconTrash />}
          aria-label={`Usuń wycenę ${quote.quoteNumber}`}
          title={locked ? lockedHint : undefined}
          disabled={locked}
          onClick={onDelete}
        />
      ) : null}
    </>
  );
}
