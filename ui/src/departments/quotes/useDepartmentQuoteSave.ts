import {
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  type DepartmentQuoteItemInput,
  type DuplicateClient,
  departmentMessages,
} from '@ppp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { apiRequest, fieldErrorsOf, statusOf } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { showClientSaveError } from '../../clients/clientSaveError.ts';
import { ClientStepError } from '../../clients/clientsApi.ts';
import { toastSuccess } from '../../components/Toast/toastStore.ts';
import { kindQuoteKey } from '../../quotes/quoteKindApi.ts';
import { StaleVersionDialog } from '../../quotes/StaleVersionDialog.tsx';
import { StatusStepError, useSaveDepartmentQuote } from '../departmentApi.ts';
import { type DepartmentFormValues, formValuesOf } from './formModel.ts';
import type { ItemDrafts, ItemErrors } from './useItemDrafts.ts';

export interface UseDepartmentQuoteSaveOptions {
  config: DepartmentConfig;
  form: UseFormReturn<DepartmentFormValues>;
  /** The quote being edited; null on the creation page. */
  quote: DepartmentQuoteDetail | null;
  items: ItemDrafts;
  /** D19: a save refused because another address-book client holds the NIP. */
  onDuplicateClient: (existing: DuplicateClient['existing']) => void;
  /** Called before a successful save leaves the form (the unsaved-changes guard lets it go). */
  onLeave: () => void;
  /** The version the edit started from (a restored draft's own, D20); the quote's by default. */
  version?: string | null;
  /** After any successful save (the draft is done with), and after the latest version is loaded. */
  onSaved?: () => void;
}

/** The server's field errors of the items, by item index and field. */
function itemErrorsOf(error: unknown): ItemErrors {
  const byItem: ItemErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    const match = /^items\.(\d+)\.([^.]+)/.exec(key);
    if (!match) continue;
    byItem[Number(match[1])] ??= {};
    byItem[Number(match[1])][match[2]] ??= message;
  }
  return byItem;
}

/**
 * The two saves of every quote kind (D20), as the equipment form's: 'Zapisz jako wersję roboczą'
 * stays on the form (a new quote's form becomes its edit page, a pending quote goes back to draft);
 * 'Utwórz wycenę' / 'Zapisz' open the quote's detail page. The client step's errors go under the
 * client's fields (D19), a newer version on the server opens the 412 dialog.
 */
export function useDepartmentQuoteSave({
  config,
  form,
  quote,
  items,
  onDuplicateClient,
  onLeave,
  version: startVersion = quote?.updatedAt ?? null,
  onSaved,
}: UseDepartmentQuoteSaveOptions) {
  const editing = quote !== null;
  const mutation = useSaveDepartmentQuote(config);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<'draft' | 'final' | null>(null);
  // The version the form stands on: a background read of a newer one must not move it (412, D19);
  // until a save or a reload moves it, the one the edit started from (a restored draft's, D20).
  const [savedVersion, setVersion] = useState<string | null>(null);
  const version = savedVersion ?? startVersion;
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState<'keep' | 'discard' | null>(null);

  /** A saved version becomes the form's base: its fields, its items (new ids) and its version. */
  function rebase(saved: DepartmentQuoteDetail) {
    setVersion(saved.updatedAt);
    items.reset(saved);
    form.reset(formValuesOf(saved));
  }

  function showError(error: unknown) {
    const failure = editing ? departmentMessages.updateQuoteFailed : config.texts.createFailed;
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
    items.showErrors(itemErrorsOf(error));
    const notes = fieldErrorsOf(error).notes;
    if (notes) form.setError('notes', { type: 'server', message: notes });
    handleApiError(error, failure);
  }

  /** 412 (D19): the latest version becomes the base, with this tab's changes kept or not. */
  async function reload(keepMine: boolean) {
    if (!quote) return;
    setReloading(keepMine ? 'keep' : 'discard');
    try {
      const latest = await apiRequest<DepartmentQuoteDetail>('GET', `${config.api.quotes}/${quote.id}`);
      queryClient.setQueryData(kindQuoteKey(config.api.quotes, quote.id), latest);
      onSaved?.();
      if (keepMine) {
        setVersion(latest.updatedAt);
        items.keepOnto(latest);
        toastSuccess('Wczytano najnowszą wersję z Twoimi zmianami — sprawdź i zapisz ponownie');
      } else {
        rebase(latest);
        toastSuccess('Wczytano najnowszą wersję wyceny');
      }
      setStale(false);
    } catch (error) {
      handleApiError(error, 'Nie udało się wczytać najnowszej wersji wyceny');
    } finally {
      setReloading(null);
    }
  }

  function save(
    values: DepartmentFormValues,
    content: { items: DepartmentQuoteItemInput[]; notes: string },
    asDraft: boolean,
  ) {
    setSaving(asDraft ? 'draft' : 'final');
    mutation.mutate(
      {
        quoteId: quote?.id ?? null,
        clientId: form.getValues('clientId'),
        client: values.client,
        body: content,
        version,
        asDraft,
        onClientSaved: (clientId) => form.setValue('clientId', clientId),
        // Written even if moving it back to draft then fails: the next save starts from it.
        onQuoteSaved: editing && asDraft ? rebase : undefined,
      },
      {
        onSuccess: (saved) => {
          onSaved?.();
          if (!asDraft) {
            onLeave();
            toastSuccess(
              editing ? departmentMessages.quoteUpdated : `Wycena ${saved.quoteNumber} została utworzona`,
            );
            navigate(`${config.paths.list}/${saved.id}`);
            return;
          }
          toastSuccess(`Wycena ${saved.quoteNumber} została zapisana jako wersja robocza`);
          if (editing) rebase(saved);
          else {
            onLeave();
            navigate(`${config.paths.list}/${saved.id}/edit`, { replace: true });
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
