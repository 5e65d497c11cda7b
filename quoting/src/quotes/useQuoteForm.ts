import { type DuplicateClient, type QuoteKind, quoteKindEntries } from '@ppp/domain';
import {
  type DraftExtra,
  type FormDraft,
  formDraftKey,
  type Plausibility,
  toastError,
  type UnsavedChangesGuard,
  useCurrentUser,
  useFormDraft,
  usePlausibility,
  useUnsavedChangesGuard,
} from '@ppp/ui';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import type { AssessmentQuoteStart, AssessmentRef } from '../assessments/assessmentPrefill.ts';
import type { ClientDraft, ClientFormFields } from '../clients/clientDraft.ts';
import type { QuoteSaveHandlers } from './useQuoteSaveFlow.ts';

/**
 * What every kind's form holds: the client (D19), the quote's notes and (kinds with dates, D21) its
 * 'Data rozpoczęcia' as typed, beside the kind's own fields.
 */
export type QuoteFormFields = ClientFormFields & { notes: string; startsOn?: string };

/** What a quote form reads of the quote it edits, of any kind. */
export interface FormQuote {
  id: number;
  quoteNumber: string;
  status: string;
  updatedAt: string;
}

export interface QuoteFormOptions<TValues extends FieldValues, TOutput, Extra> {
  kind: QuoteKind;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The quote being edited; null on the creation page. */
  quote: FormQuote | null;
  /** A locked quote's form (D3): shown, never saved, keeps no draft. */
  readOnly: boolean;
  /** What the kind keeps outside react-hook-form (a department quote's items), kept in its draft too. */
  extra?: DraftExtra<Extra>;
  /** D22: a new quote made from a needs assessment, and the items suggested from it by name. */
  fromAssessment?: FormFromAssessment | null;
}

/**
 * D22: what a form made from a needs assessment tells: the assessment, the items suggested from it
 * by name, and the address-book client as the book holds it when the assessment filled its blanks
 * (AssessmentQuoteStart.clientAsSaved).
 */
export interface FormFromAssessment {
  assessment: AssessmentRef;
  suggested: readonly string[];
  clientAsSaved: ClientDraft | null;
}

/** What a form made from `start` tells (FormFromAssessment), with the items it suggested by name. */
export const formFromAssessment = (
  start: AssessmentQuoteStart,
  suggested: readonly string[] = [],
): FormFromAssessment => ({ assessment: start.assessment, suggested, clientAsSaved: start.clientAsSaved });

export interface QuoteForm<TValues extends FieldValues, TOutput> {
  kind: QuoteKind;
  form: UseFormReturn<TValues, unknown, TOutput>;
  quote: FormQuote | null;
  readOnly: boolean;
  /** D19: leaving with unsaved changes asks first; a successful save leaves without asking. */
  guard: UnsavedChangesGuard;
  /** D20: what is typed survives a reload, per user, kind and quote. */
  draft: FormDraft;
  /** D20: an unusual number asks once before it is saved. */
  plausibility: Plausibility;
  formRef: RefObject<HTMLFormElement | null>;
  /** D22: the needs assessment a new quote is made from (the form's notice, the create body). */
  fromAssessment: FormFromAssessment | null;
  /** D19: the address-book client that already holds the typed NIP, from a refused save. */
  duplicate: DuplicateClient['existing'] | null;
  clearDuplicate: () => void;
  /** What the kind's save flow takes from the form's state (useQuoteSaveFlow). */
  saveHandlers: Required<
    Omit<QuoteSaveHandlers, 'version' | 'assessmentId' | 'createKey' | 'clientAsSaved'>
  > &
    Pick<QuoteSaveHandlers, 'version' | 'assessmentId' | 'createKey' | 'clientAsSaved'>;
  /**
   * The form's submit for the main button (`asDraft` false) and 'Zapisz jako wersję roboczą': valid
   * values go to `onValid`; otherwise a toast (the kind's message of the errors, if it has one) and the
   * first field marked invalid, in page order, takes the focus.
   */
  submitWith: (
    onValid: (output: TOutput, asDraft: boolean) => void,
    messageOf?: (errors: FieldErrors<TValues>) => string | undefined,
  ) => (asDraft: boolean) => (event?: FormEvent) => Promise<void>;
}

/** The state every kind's quote form shares (D20): guard, draft, plausibility, the duplicate client, the submit. */
export function useQuoteForm<TValues extends FieldValues, TOutput, Extra = never>({
  kind,
  form,
  quote,
  readOnly,
  extra,
  fromAssessment = null,
}: QuoteFormOptions<TValues, TOutput, Extra>): QuoteForm<TValues, TOutput> {
  const [duplicate, setDuplicate] = useState<DuplicateClient['existing'] | null>(null);
  const guard = useUnsavedChangesGuard(!readOnly && (form.formState.isDirty || Boolean(extra?.dirty)));
  const { user } = useCurrentUser();
  // D20, D22: a new quote made from a needs assessment keeps a draft of its own, per assessment: a
  // reload or a new sign-in brings back what was typed over the assessment, never another create's.
  const draftName = `${quoteKindEntries[kind].path.slice(1)}${
    fromAssessment && !quote ? `:assessment-${fromAssessment.assessment.id}` : ''
  }`;
  const draft = useFormDraft(
    form,
    !readOnly && user ? formDraftKey(user.id, draftName, quote?.id ?? null) : null,
    quote?.updatedAt ?? null,
    extra,
  );
  const plausibility = usePlausibility();
  const formRef = useRef<HTMLFormElement>(null);
  // A refused submit asks for the focus; it is given once that submit's marks have rendered (the form
  // publishes them, with its submit count, only after telling of the refusal).
  const focusAfterSubmit = useRef<number | null>(null);
  const submitCount = form.formState.submitCount;
  useEffect(() => {
    if (focusAfterSubmit.current === null || submitCount < focusAfterSubmit.current) return;
    focusAfterSubmit.current = null;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  return {
    kind,
    form,
    quote,
    readOnly,
    guard,
    draft,
    plausibility,
    formRef,
    fromAssessment: quote ? null : fromAssessment,
    duplicate,
    clearDuplicate: () => setDuplicate(null),
    saveHandlers: {
      onDuplicateClient: setDuplicate,
      onLeave: guard.release,
      version: draft.version,
      createKey: draft.requestKey,
      onSaved: draft.clear,
      assessmentId: quote ? null : (fromAssessment?.assessment.id ?? null),
      clientAsSaved: quote ? null : (fromAssessment?.clientAsSaved ?? null),
    },
    submitWith: (onValid, messageOf) => (asDraft) =>
      form.handleSubmit(
        (output) => onValid(output, asDraft),
        (errors) => {
          toastError(messageOf?.(errors) ?? 'Popraw zaznaczone pola formularza.');
          // Not every control is registered with the form (an equipment picker is set by value), so
          // the form's own focus may miss it: the first field marked invalid, in page order, once
          // this submit's marks are on the page.
          focusAfterSubmit.current = form.formState.submitCount + 1;
        },
      ),
  };
}
