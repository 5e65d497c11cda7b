import { type DuplicateClient, type QuoteKind, quoteKindEntries } from '@ppp/domain';
import { apiRequest, fieldErrorsOf, handleApiError, newRequestKey, statusOf, toastSuccess } from '@ppp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showClientSaveError } from '../clients/clientSaveError.ts';
import { kindQuoteKey, SaveStepError, useSaveKindQuote } from './quoteKindApi.ts';
import { StaleVersionDialog } from './StaleVersionDialog.tsx';

/** What every kind's form tells its save flow. */
export interface QuoteSaveHandlers {
  /** D19: a save refused because another address-book client holds the NIP. */
  onDuplicateClient?: (existing: DuplicateClient['existing']) => void;
  /** Called before a successful save leaves the form (the unsaved-changes guard lets it go). */
  onLeave?: () => void;
  /** The version the edit started from (a restored draft's own, D20); the quote's by default. */
  version?: string | null;
  /** After any successful save (the draft is done with), and after the latest version is loaded. */
  onSaved?: () => void;
  /** D22: a create sends the needs assessment the quote is made from. */
  assessmentId?: number | null;
  /**
   * D22: the address-book client as the book holds it, when the form started with its blanks filled
   * from an assessment: the form's client is compared with it (not with the form's first values),
   * so what the assessment added is written into the book with the quote.
   */
  clientAsSaved?: unknown;
  /** The create's Idempotency-Key (the form draft's, D20); a key of the flow's own by default. */
  createKey?: string;
}

/** What the save flow reads of a saved quote of any kind. */
export interface SavedKindQuote {
  id: number;
  quoteNumber: string;
  status: string;
  updatedAt: string;
}

/** State a kind keeps apart from react-hook-form's fields (the department's items). */
export interface HeldApartState<TQuote> {
  /** A saved version becomes the base. */
  reset: (saved: TQuote) => void;
  /** 412, keeping this tab's changes: they are put onto the latest version. */
  keepOnto: (latest: TQuote) => void;
}

export interface QuoteSaveFlowOptions<
  TQuote extends SavedKindQuote,
  TValues extends FieldValues,
  TOutput,
  TSubmitted,
  TBody,
> extends QuoteSaveHandlers {
  /** The kind (D20): its API address and its list page come from the registry. */
  kind: QuoteKind;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The quote being edited; null on the creation page. */
  quote: TQuote | null;
  /** What a submitted form sends: the client, and the quote's own fields (the client's id is added). */
  requestOf: (submitted: TSubmitted) => { client: unknown; body: TBody };
  /** The form's values of a saved quote (a draft save's answer, the latest version after a 412). */
  valuesOf: (quote: TQuote) => TValues;
  heldApart?: HeldApartState<TQuote>;
  /**
   * 412, 'zachowaj moje zmiany': the values put over the latest version, from the form's base, this
   * tab's values and the latest; by default a field this tab changed keeps this tab's value.
   */
  reapply?: (base: TValues, mine: TValues, latest: TValues) => TValues;
  /** Whether a server field (`notes`, `items.0.quantity`) has a field in the form; the toast tells the rest. */
  isFormField: (name: string) => boolean;
  /** Every server field message of a refused quote, for what the kind shows outside the form's fields. */
  onFieldErrors?: (messages: Record<string, string>) => void;
  texts: {
    /** The toast of a refused create. */
    createFailed: string;
    /** The toast of a refused update. */
    updateFailed?: string;
    /** The toast after 'Utwórz wycenę'. */
    created: (saved: TQuote) => string;
    /** The toast after an edit's main save. */
    updated?: string;
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field this tab changed keeps this tab's value; any other takes the latest one. */
function keepChangedFields<TValues extends FieldValues>(
  base: TValues,
  mine: TValues,
  latest: TValues,
): TValues {
  const merged: FieldValues = {};
  for (const key of Object.keys(latest)) merged[key] = same(mine[key], base[key]) ? latest[key] : mine[key];
  return merged as TValues;
}

/**
 * The save flow of every quote kind (D19, D20): 'Zapisz jako wersję roboczą' stays on the form (a new
 * quote's form becomes its edit page, a pending quote goes back to draft); the main button opens the
 * quote's detail page. The client step's errors go under the client's fields (D19), the server's
 * field messages under the fields, and a newer version on the server opens the 412 dialog.
 */
export function useQuoteSaveFlow<
  TQuote extends SavedKindQuote,
  TValues extends FieldValues,
  TOutput,
  TSubmitted,
  TBody extends object,
>({
  kind,
  form,
  quote,
  requestOf,
  valuesOf,
  heldApart,
  reapply = keepChangedFields,
  isFormField,
  onFieldErrors,
  texts,
  onDuplicateClient,
  onLeave,
  version: startVersion = quote?.updatedAt ?? null,
  onSaved,
  assessmentId = null,
  clientAsSaved = null,
  createKey: givenCreateKey,
}: QuoteSaveFlowOptions<TQuote, TValues, TOutput, TSubmitted, TBody>) {
  const { apiPath, path: listPath } = quoteKindEntries[kind];
  const mutation = useSaveKindQuote<TQuote, TBody>(apiPath);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<'draft' | 'final' | null>(null);
  // The version the form stands on: a background read of a newer one must not move it (412, D19);
  // until a save or a reload moves it, the one the edit started from (a restored draft's, D20).
  const [savedVersion, setSavedVersion] = useState<string | null>(null);
  const version = savedVersion ?? startVersion;
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState<'keep' | 'discard' | null>(null);
  // This form's create, however many times it is sent (a lost answer retried): one quote.
  const [ownCreateKey] = useState(newRequestKey);
  const createKey = givenCreateKey ?? ownCreateKey;
  const clientIdField = 'clientId' as FieldPath<TValues>;
  const clientField = 'client' as FieldPath<TValues>;

  /** A saved version becomes the form's base: its fields, what is held apart, and its version. */
  function rebase(saved: TQuote) {
    setSavedVersion(saved.updatedAt);
    heldApart?.reset(saved);
    form.reset(valuesOf(saved));
  }

  function showError(error: unknown) {
    const step = error instanceof SaveStepError ? error.step : 'quote';
    const cause = error instanceof SaveStepError ? error.cause : error;
    const failure = quote ? (texts.updateFailed ?? 'Nie udało się zaktualizować wyceny') : texts.createFailed;
    if (step === 'client') {
      showClientSaveError(form, cause, failure, onDuplicateClient);
      return;
    }
    if (step === 'status') {
      handleApiError(cause, 'Nie udało się zmienić statusu wyceny');
      return;
    }
    if (statusOf(cause) === 412) {
      setStale(true);
      return;
    }
    // Refused by the quote's state (D3: approved or rejected meanwhile): the page reads it again,
    // so it shows the lock; the message says why.
    if (statusOf(cause) === 409 && quote) {
      void queryClient.invalidateQueries({ queryKey: kindQuoteKey(apiPath, quote.id) });
    }
    const messages = fieldErrorsOf(cause);
    for (const [field, message] of Object.entries(messages)) {
      const name = field === 'clientId' ? 'client.companyName' : field;
      if (isFormField(name)) {
        form.setError(name as FieldPath<TValues>, { type: 'server', message }, { shouldFocus: true });
      }
    }
    onFieldErrors?.(messages);
    handleApiError(cause, failure);
  }

  /** 412 (D19): the latest version becomes the form's base, with this tab's changes on it or not. */
  async function reload(keepMine: boolean) {
    if (!quote) return;
    setReloading(keepMine ? 'keep' : 'discard');
    try {
      const latest = await apiRequest<TQuote>('GET', `${apiPath}/${quote.id}`);
      queryClient.setQueryData(kindQuoteKey(apiPath, quote.id), latest);
      if (keepMine) {
        const latestValues = valuesOf(latest);
        const kept = reapply(form.formState.defaultValues as TValues, form.getValues(), latestValues);
        setSavedVersion(latest.updatedAt);
        form.reset(latestValues);
        for (const key of Object.keys(kept) as FieldPath<TValues>[]) {
          const value = kept[key as keyof TValues];
          if (!same(value, latestValues[key as keyof TValues])) {
            form.setValue(key, value as PathValue<TValues, FieldPath<TValues>>, { shouldDirty: true });
          }
        }
        heldApart?.keepOnto(latest);
      } else {
        rebase(latest);
      }
      // The next save goes against the version just loaded, not a restored draft's.
      onSaved?.();
      toastSuccess(
        keepMine
          ? 'Wczytano najnowszą wersję z Twoimi zmianami — sprawdź i zapisz ponownie'
          : 'Wczytano najnowszą wersję wyceny',
      );
      setStale(false);
    } catch (error) {
      handleApiError(error, 'Nie udało się wczytać najnowszej wersji wyceny');
    } finally {
      setReloading(null);
    }
  }

  function save(submitted: TSubmitted, asDraft: boolean) {
    setSaving(asDraft ? 'draft' : 'final');
    const { client, body } = requestOf(submitted);
    mutation.mutate(
      {
        quoteId: quote?.id ?? null,
        createKey: quote ? undefined : createKey,
        clientId: form.getValues(clientIdField) as number | null,
        client,
        // As loaded (or as last saved): the chosen client is not written again (D25). A client whose
        // blanks an assessment filled is compared with the book's (D22).
        clientChanged:
          JSON.stringify(form.getValues(clientField)) !==
          JSON.stringify(
            clientAsSaved ?? (form.formState.defaultValues as Partial<TValues> | undefined)?.client,
          ),
        body: !quote && assessmentId ? { ...body, assessmentId } : body,
        version,
        asDraft,
        onClientSaved: (clientId) =>
          form.setValue(clientIdField, clientId as PathValue<TValues, FieldPath<TValues>>),
        // Written even if moving it back to draft then fails: the next save starts from it.
        onQuoteSaved: quote && asDraft ? rebase : undefined,
      },
      {
        onSuccess: (saved) => {
          onSaved?.();
          if (!asDraft) {
            onLeave?.();
            toastSuccess(quote ? (texts.updated ?? 'Zmiany zostały zapisane') : texts.created(saved));
            // The form's entry gives way to the saved quote: Back never reopens a filled form that
            // would create a second quote (the prefilled form of an assessment above all).
            navigate(`${listPath}/${saved.id}`, { replace: true });
            return;
          }
          toastSuccess(`Wycena ${saved.quoteNumber} została zapisana jako wersja robocza`);
          if (quote) rebase(saved);
          else {
            onLeave?.();
            navigate(`${listPath}/${saved.id}/edit`, { replace: true });
          }
        },
        onError: showError,
        onSettled: () => setSaving(null),
      },
    );
  }

  const staleVersion = createElement(StaleVersionDialog, {
    open: stale,
    loading: reloading,
    onKeepMine: () => void reload(true),
    onDiscardMine: () => void reload(false),
    onClose: () => setStale(false),
  });

  return { save, saving, staleVersion };
}
