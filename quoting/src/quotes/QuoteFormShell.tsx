import { formatMoney, QUOTE_NOTES_LIMIT, quoteKindEntries } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DateInput,
  DraftNotice,
  Field,
  Fieldset,
  FormActionBar,
  IconInfo,
  Textarea,
  usePhoneLayout,
} from '@ppp/ui';
import { type FormEvent, type ReactNode, useId } from 'react';
import { type FieldValues, FormProvider, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { AssessmentNotice } from '../assessments/AssessmentNotice.tsx';
import { ClientSection } from '../clients/ClientSection.tsx';
import { LiveTotalsCard, type LiveTotalsCardProps, QuoteFormButtons } from './LiveTotalsCard.tsx';
import { QuoteColumns, QuoteNotice, QuoteStack } from './quoteLayout.ts';
import { useLockNotice } from './useLockNotice.ts';
import type { QuoteForm, QuoteFormFields } from './useQuoteForm.ts';

const StyledSide = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledLockedNotice = styled(QuoteNotice)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** What a kind's form says and where it leads. */
export interface QuoteFormTexts {
  /** The form's name while it creates ('Nowa wycena transportu'); an edit is 'Edycja wyceny {number}'. */
  newTitle: string;
  /** The main button of a create ('Utwórz wycenę…'). */
  create: string;
  /** The main button of an edit: 'Zapisz zmiany' unless the kind says otherwise. */
  edit?: string;
  /** Where 'Anuluj' leads from a new quote's form; an edit's leads back to the quote. */
  cancelTo: string;
}

export interface QuoteFormShellProps<TValues extends FieldValues, TOutput> {
  /** The form's state (useQuoteForm). */
  state: QuoteForm<TValues, TOutput>;
  /** Both submits (useQuoteForm's `submitWith` with the kind's save). */
  submit: (asDraft: boolean) => (event?: FormEvent) => Promise<void>;
  /** The save flow (useQuoteSaveFlow): which save is under way, and its 412 dialog. */
  flow: { saving: 'draft' | 'final' | null; staleVersion: ReactNode };
  texts: QuoteFormTexts;
  /**
   * D21: the kind's quotes have dates: 'Data rozpoczęcia' at the top of the form. A kind may make it
   * required, say what it reserves, and put its own field beside it (`period`; transport: 'Liczba
   * dni przejazdu').
   */
  dated?: boolean | DatesStrip;
  /** Nothing to save yet (a department quote without items): both save buttons wait. */
  nothingToSave?: boolean;
  /** The kind's items (the equipment items, the route and vehicle, the department's equipment). */
  children: ReactNode;
  /** Cards above the totals that change them (the equipment quote's pricing schema). */
  side?: ReactNode;
  /** The live totals card: its figures, and the kind's own lines. */
  totals: Omit<LiveTotalsCardProps, 'children'>;
}

/** What a kind says of its dates strip (D21). */
export interface DatesStrip {
  /** 'Data rozpoczęcia' is required on the kind's form (its schema checks it; the field shows it). */
  required?: boolean;
  /** Under the date: what the quote reserves from that day. */
  hint?: string;
  /** The kind's own field beside the date (transport: 'Liczba dni przejazdu'). */
  period?: ReactNode;
}

/** The dates strip above the form's cards: its fields side by side, no card of its own (the form stays short). */
const StyledDates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  > * {
    flex: 0 1 22rem;
    min-width: 0;
  }
`;

/**
 * 'Data rozpoczęcia' (D21), once at the top of the form: when the rental starts. Without a date the
 * quote reserves nothing ('Bez terminu'); with one, its items hold their units from that day.
 */
function DatesField({
  required = false,
  hint = 'Od tego dnia pozycje rezerwują sprzęt.',
  period,
}: DatesStrip) {
  const { register, formState } = useFormContext<QuoteFormFields>();
  return (
    <StyledDates>
      <Field
        label="Data rozpoczęcia"
        required={required}
        hint={hint}
        error={formState.errors.startsOn?.message}
      >
        <DateInput {...register('startsOn')} />
      </Field>
      {period}
    </StyledDates>
  );
}

/** 'Uwagi do wyceny': the quote's notes, the same field in every kind's form. */
function NotesCard() {
  const { register, formState } = useFormContext<QuoteFormFields>();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Uwagi do wyceny</CardTitle>
      </CardHeader>
      <CardContent>
        <Field label="Uwagi" error={formState.errors.notes?.message}>
          <Textarea rows={3} limit={QUOTE_NOTES_LIMIT} {...register('notes')} />
        </Field>
      </CardContent>
    </Card>
  );
}

/**
 * The quote form of every kind (D18, D19, D20): the restored-draft notice, the lock notice of a locked
 * quote, the client, the kind's items, the notes, the live totals with the buttons beside them, and on
 * a phone the bar with the total and the main button. Leaving with unsaved changes asks first, and a
 * newer version on the server opens the 412 dialog.
 */
export function QuoteFormShell<TValues extends FieldValues, TOutput>({
  state,
  submit,
  flow: { saving, staleVersion },
  texts,
  dated = false,
  nothingToSave = false,
  children,
  side,
  totals,
}: QuoteFormShellProps<TValues, TOutput>) {
  const { kind, form, quote, readOnly, guard, draft, formRef, duplicate, clearDuplicate, fromAssessment } =
    state;
  const entry = quoteKindEntries[kind];
  const lockNotice = useLockNotice(quote?.status ?? 'draft', kind);
  // On a phone the main button and the total sit in a bar at the bottom of the screen (D19).
  const phone = usePhoneLayout();
  const totalsId = useId();

  const mainButton = (
    <Button type="submit" loading={saving === 'final'} disabled={saving !== null || nothingToSave}>
      {quote ? (texts.edit ?? 'Zapisz zmiany') : texts.create}
    </Button>
  );

  return (
    <FormProvider {...form}>
      {guard.dialog}
      {staleVersion}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit(false)}
        aria-label={quote ? `Edycja wyceny ${quote.quoteNumber}` : texts.newTitle}
      >
        {fromAssessment ? <AssessmentNotice {...fromAssessment} /> : null}
        <DraftNotice draft={draft} />
        {readOnly ? (
          <StyledLockedNotice role="status">
            <IconInfo size={16} />
            {lockNotice}
          </StyledLockedNotice>
        ) : null}
        <QuoteColumns>
          <Fieldset stack={false} disabled={readOnly}>
            {dated ? <DatesField {...(dated === true ? {} : dated)} /> : null}
            <QuoteStack>
              <ClientSection
                readOnly={readOnly}
                companyRequired={entry.clientRule === 'companyName'}
                duplicate={duplicate}
                onClientChosen={clearDuplicate}
              />
              {children}
              <NotesCard />
            </QuoteStack>
          </Fieldset>
          <StyledSide id={totalsId} tabIndex={-1}>
            {side}
            <LiveTotalsCard {...totals}>
              <QuoteFormButtons
                readOnly={readOnly}
                backTo={quote ? `${entry.path}/${quote.id}` : texts.cancelTo}
                main={phone ? null : mainButton}
                onCancel={draft.cancel}
                onSaveDraft={submit(true)}
                saving={saving}
                draftDisabled={nothingToSave}
              />
            </LiveTotalsCard>
          </StyledSide>
        </QuoteColumns>
        {phone && !readOnly ? (
          <FormActionBar
            aria-label="Podsumowanie wyceny"
            label="Wartość brutto"
            value={formatMoney(totals.totals.totalGross, totals.currency)}
            detail={`netto ${formatMoney(totals.totals.totalNet, totals.currency)}`}
            summaryId={totalsId}
          >
            {mainButton}
          </FormActionBar>
        ) : null}
      </form>
    </FormProvider>
  );
}
