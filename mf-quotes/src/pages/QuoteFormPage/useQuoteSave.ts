import type { DuplicateClient, Equipment, QuoteDetail } from '@ppp/domain';
import {
  apiRequest,
  fieldErrorsOf,
  handleApiError,
  StaleVersionDialog,
  showClientSaveError,
  statusOf,
  toastSuccess,
} from '@ppp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { quoteKey, SaveStepError, useSaveQuote } from '../../api.ts';
import { type QuoteFormValues, valuesFromQuote } from './formModel.ts';
import type { QuoteFormOutput } from './formSchema.ts';
import { reapplyChanges } from './reapplyChanges.ts';

export interface UseQuoteSaveOptions {
  form: UseFormReturn<QuoteFormValues, unknown, QuoteFormOutput>;
  quote: QuoteDetail | null;
  equipment: readonly Equipment[];
  /** D19: a save refused because another address-book client holds the NIP. */
  onDuplicateClient?: (existing: DuplicateClient['existing']) => void;
  /** Called before a successful save leaves the form (the unsaved-changes guard lets it go). */
  onLeave?: () => void;
  /** The version the edit started from (a restored draft's own, D20); the quote's by default. */
  version?: string | null;
  /** After any successful save (the draft is done with), and after the latest version is loaded. */
  onSaved?: () => void;
}

/** Server field names that have a field in the form (anything else is told by the toast only). */
const formPath =
  /^(client\.(companyName|nip|contactPerson|phone|email|address)|pricingSchemaId|notes|items\.\d+\.\w+)$/;

/**
 * The two saves of D3: 'Zapisz jako wersję roboczą' stays on the form (a new quote's form becomes
 * its edit form, so a second click saves the same quote again); 'Utwórz wycenę' / 'Zapisz zmiany'
 * open the detail page. A refused save puts the server's field messages under the fields.
 */
export function useQuoteSave({
  form,
  quote,
  equipment,
  onDuplicateClient,
  onLeave,
  version = quote?.updatedAt ?? null,
  onSaved,
}: UseQuoteSaveOptions) {
  const mutation = useSaveQuote();
  const navigate = useNavigate();
  const [saving, setSaving] = useState<'draft' | 'final' | null>(null);
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState<'keep' | 'discard' | null>(null);

  /** 412: the latest version becomes the form's base (its version goes with the next save). */
  async function reload(keepMine: boolean) {
    if (!quote) return;
    setReloading(keepMine ? 'keep' : 'discard');
    try {
      const latest = await apiRequest<QuoteDetail>('GET', `/api/quotes/${quote.id}`);
      queryClient.setQueryData(quoteKey(quote.id), latest);
      const latestValues = valuesFromQuote(latest, equipment);
      const merged = reapplyChanges(
        form.formState.defaultValues as QuoteFormValues,
        form.getValues(),
        latestValues,
      );
      form.reset(latestValues);
      // The next save goes against the version just loaded, not a restored draft's.
      onSaved?.();
      if (keepMine) {
        for (const key of ['pricingSchemaId', 'clientId', 'client', 'notes', 'items'] as const) {
          form.setValue(key, merged[key] as never, { shouldDirty: true });
        }
        toastSuccess('Wczytano najnowszą wersję z Twoimi zmianami — sprawdź i zapisz ponownie');
      } else {
        toastSuccess('Wczytano najnowszą wersję wyceny');
      }
      setStale(false);
    } catch (error) {
      handleApiError(error, 'Nie udało się wczytać najnowszej wersji wyceny');
    } finally {
      setReloading(null);
    }
  }

  function showError(error: unknown) {
    const step = error instanceof SaveStepError ? error.step : 'quote';
    const cause = error instanceof SaveStepError ? error.cause : error;
    const fallback =
      step === 'status'
        ? 'Nie udało się zmienić statusu wyceny'
        : quote
          ? 'Nie udało się zaktualizować wyceny'
          : 'Nie udało się utworzyć wyceny';
    if (step === 'client') {
      showClientSaveError(form, cause, fallback, onDuplicateClient);
      return;
    }
    if (step === 'quote' && statusOf(cause) === 412) {
      setStale(true);
      return;
    }
    for (const [field, message] of Object.entries(fieldErrorsOf(cause))) {
      const name = field === 'clientId' ? 'client.companyName' : field;
      if (formPath.test(name)) {
        form.setError(name as FieldPath<QuoteFormValues>, { type: 'server', message }, { shouldFocus: true });
      }
    }
    handleApiError(cause, fallback);
  }

  function save(output: QuoteFormOutput, asDraft: boolean) {
    setSaving(asDraft ? 'draft' : 'final');
    mutation.mutate(
      {
        quoteId: quote?.id ?? null,
        clientId: form.getValues('clientId'),
        client: output.client,
        quote: { pricingSchemaId: output.pricingSchemaId, notes: output.notes, items: output.items },
        version,
        asDraft,
        onClientSaved: (clientId) => form.setValue('clientId', clientId),
      },
      {
        onSuccess: (saved: QuoteDetail) => {
          onSaved?.();
          if (!asDraft) {
            onLeave?.();
            toastSuccess(quote ? 'Zmiany zostały zapisane' : 'Wycena została utworzona');
            navigate(`/quotes/${saved.id}`);
            return;
          }
          toastSuccess(`Wycena ${saved.quoteNumber} została zapisana jako wersja robocza`);
          if (quote) form.reset(valuesFromQuote(saved, equipment));
          else {
            onLeave?.();
            navigate(`/quotes/${saved.id}/edit`, { replace: true });
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
