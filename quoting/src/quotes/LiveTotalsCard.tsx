import { Button } from '@ppp/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TotalsCard } from './TotalsCard.tsx';

export interface LiveTotalsCardProps {
  /** The card's heading: 'Podsumowanie', or the kind's own ('Kalkulacja kosztów'). */
  title?: string;
  /** The figures' accessible name ('Wartość wyceny'). */
  label: string;
  /** Net, VAT and gross as the form computes them while it is filled in (domain's quoteTotals). */
  totals: { totalNet: string; vatAmount: string; totalGross: string };
  vatRate: string;
  currency: string;
  /** The kind's own lines above the figures (the transport formula). */
  lead?: ReactNode;
  /** A note under the figures (items not yet counted). */
  note?: ReactNode;
  /** The form's buttons, under everything. */
  children?: ReactNode;
}

/** D19: the note under the live totals while items are left out of them, in every kind's form. */
export const uncountedItemsNote = (count: number) =>
  count > 0 ? `Nie wliczono pozycji bez wybranego sprzętu lub z niepoprawnymi wartościami (${count}).` : null;

/**
 * The summary card of every kind's quote form: its live net, VAT and gross and its buttons (D18).
 * A saved quote shows its stored figures in QuoteSummaryCard, the same card.
 */
export function LiveTotalsCard({ title = 'Podsumowanie', ...card }: LiveTotalsCardProps) {
  return <TotalsCard title={title} live testIdPrefix="live" {...card} />;
}

export interface QuoteFormButtonsProps {
  /** A locked quote's form (D18): only the way back. */
  readOnly: boolean;
  /** Where 'Powrót do wyceny' and 'Anuluj' lead: the quote, or the list for a new one. */
  backTo: string;
  /** The form's main button; null on a phone, where the action bar carries it. */
  main: ReactNode;
  /** 'Zapisz jako wersję roboczą' (D20: every kind's form has it). */
  onSaveDraft: () => void;
  /** Which save is under way, if any: both buttons wait for it. */
  saving: 'draft' | 'final' | null;
  /** Nothing to save yet (a department quote without items). */
  draftDisabled?: boolean;
  /** 'Anuluj' was chosen (the form's draft goes, D20). */
  onCancel?: () => void;
}

/** The buttons under a quote form's live totals, the same in every kind's form. */
export function QuoteFormButtons({
  readOnly,
  backTo,
  main,
  onSaveDraft,
  saving,
  draftDisabled = false,
  onCancel,
}: QuoteFormButtonsProps) {
  if (readOnly) {
    return (
      <Button as={Link} to={backTo} variant="outline">
        Powrót do wyceny
      </Button>
    );
  }
  return (
    <>
      {main}
      <Button
        variant="secondary"
        loading={saving === 'draft'}
        disabled={saving !== null || draftDisabled}
        onClick={onSaveDraft}
      >
        Zapisz jako wersję roboczą
      </Button>
      <Button as={Link} to={backTo} variant="ghost" onClick={onCancel}>
        Anuluj
      </Button>
    </>
  );
}
