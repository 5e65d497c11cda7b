import type { DuplicateClient, TransportQuoteDetail } from '@ppp/domain';
import { transportMessages } from '@ppp/domain';
import {
  apiRequest,
  ClientStepError,
  fieldErrorsOf,
  handleApiError,
  StaleVersionDialog,
  showClientSaveError,
  statusOf,
  toastSuccess,
} from '@ppp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { StatusStepError, TRANSPORT_QUOTES, transportQuoteKey, useSaveTransportQuote } from '../../api.ts';
import { type TransportFormOutput, type TransportFormValues, valuesFromTransportQuote } from './formModel.ts';

export interface UseTransportQuoteSaveOptions {
  form: UseFormReturn<TransportFormValues, unknown, TransportFormOutput>;
  /** The quote being edited; null on /create-transport-quote. */
  quote: TransportQuoteDetail | null;
  /** D19: a save refused because another address-book client holds the NIP. */
  onDuplicateClient: (existing: DuplicateClient['existing']) => void;
  /** Called before a successful save leaves the form (the unsaved-changes guard lets it go). */
  onLeave: () => void;
  /** The version the edit started from (a restored draft's own, D20); the quote's by default. */
  version?: string | null;
  /** After any successful save (the draft is done with), and after the latest version is loaded. */
  onSaved?: () => void;
}

/** Server field names that have a field in the form (anything else is told by the toast only). */
const formFields = new Set([
  'client.companyName',
  'vehicleId',
  'fromAddress',
  'toAddress',
  'distance',
  'notes',
]);

/**
 * The two saves of every quote kind (D20), as the equipment form's: 'Zapisz jako wersję roboczą'
 * stays on the form (a new quote's form becomes its edit page, a pending quote goes back to draft);
 * 'Utwórz wycenę transportu' / 'Zapisz zmiany' open the quote's detail page. The client step's
 * errors go under the client's fields (D19), a newer version on the server opens the 412 dialog.
 */
export function useTransportQuoteSave({
  form,
  quote,
  onDuplicateClient,
  onLeave,
  version = quote?.updatedAt ?? null,
  onSaved,
}: UseTransportQuoteSaveOptions) {
  const mutation = useSaveTransportQuote();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<'draft' | 'final' | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState<'keep' | 'discard' | null>(null);
  const failure = quote ? 'Nie udało się zaktualizować wyceny' : transportMessages.createQuoteFailed;

  function showError(error: unknown) {
    if (error instanceof ClientStepError) {
      showClientSaveError(form, error.cause, failure, onDuplicateClient);
      return;
    }
    if (error instanceof StatusStepError) {
      handleApiError(error.cause, 'Nie udało się zmienić statusu wyceny');
      return;
    }
    if (statusOf(error) === 412) {
      setStale(true);
      return;
    }
    for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
      const name = field === 'clientId' ? 'client.companyName' : field;
      if (formFields.has(name)) {
        form.setError(name as keyof TransportFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    }
    handleApiError(error, failure);
  }

  /** 412 (D19): the latest version becomes the form's base, with this tab's changes on it or not. */
  async function reload(keepMine: boolean) {
    if (!quote) return;
    setReloading(keepMine ? 'keep' : 'discard');
    try {
      const latest = await apiRequest<TransportQuoteDetail>('GET', `${TRANSPORT_QUOTES}/${quote.id}`);
      queryClient.setQueryData(transportQuoteKey(quote.id), latest);
      const mine = form.getValues();
      const base = form.formState.defaultValues as TransportFormValues;
      form.reset(valuesFromTransportQuote(latest));
      // The next save goes against the version just loaded, not a restored draft's.
      onSaved?.();
      if (keepMine) {
        for (const key of Object.keys(mine) as (keyof TransportFormValues)[]) {
          if (JSON.stringify(mine[key]) !== JSON.stringify(base[key])) {
            form.setValue(key, mine[key] as never, { shouldDirty: true });
          }
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

  function save(output: TransportFormOutput, asDraft: boolean) {
    setSaving(asDraft ? 'draft' : 'final');
    mutation.mutate(
      {
        quoteId: quote?.id ?? null,
        clientId: form.getValues('clientId'),
        client: output.client,
        route: {
          vehicleId: output.vehicleId,
          fromAddress: output.fromAddress,
          toAddress: output.toAddress,
          distance: output.distance,
          notes: output.notes,
        },
        version,
        asDraft,
        onClientSaved: (clientId) => form.setValue('clientId', clientId),
      },
      {
        onSuccess: (saved) => {
          onSaved?.();
          if (!asDraft) {
            onLeave();
            toastSuccess(
              quote ? 'Zmiany zostały zapisane' : `Wycena transportu ${saved.quoteNumber} została utworzona`,
            );
            navigate(`/transport-quotes/${saved.id}`);
            return;
          }
          toastSuccess(`Wycena ${saved.quoteNumber} została zapisana jako wersja robocza`);
          if (quote) form.reset(valuesFromTransportQuote(saved));
          else {
            onLeave();
            navigate(`/transport-quotes/${saved.id}/edit`, { replace: true });
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
