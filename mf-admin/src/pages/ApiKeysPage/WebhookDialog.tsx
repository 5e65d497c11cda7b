import {
  type ApiKey,
  type CreatedWebhook,
  type Webhook,
  type WebhookInput,
  webhookEventLabels,
  webhookEvents,
  webhookInputSchema,
} from '@ppp/domain';
import { Checkbox, Field, FormDialog, Input, Select } from '@ppp/ui';
import { useCreateWebhook, useUpdateWebhook } from '../../api.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

interface Values {
  url: string;
  events: string[];
  /** '' for every record (no key). */
  apiKeyId: string;
  isActive: boolean;
}

const bodyOf = (values: Values): WebhookInput => ({
  url: values.url,
  events: values.events as WebhookInput['events'],
  apiKeyId: values.apiKeyId ? Number(values.apiKeyId) : null,
  isActive: values.isActive,
});

export interface WebhookDialogProps {
  /** The webhook edited; none for 'Dodaj webhook'. */
  webhook?: Webhook;
  apiKeys: readonly ApiKey[];
  onCreated?: (webhook: CreatedWebhook) => void;
  onClose: () => void;
}

/** 'Dodaj webhook' / 'Edytuj webhook' (D24): address, events, the key whose records it hears, active. */
export function WebhookDialog({ webhook, apiKeys, onCreated, onClose }: WebhookDialogProps) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const { values, errors, dirty, set, submit } = useSchemaForm<Values, WebhookInput>({
    initial: {
      url: webhook?.url ?? '',
      events: webhook?.events ?? [...webhookEvents],
      apiKeyId: webhook?.apiKeyId ? String(webhook.apiKeyId) : '',
      isActive: webhook?.isActive ?? true,
    },
    bodyOf,
    schema: webhookInputSchema,
    save: async (body) => {
      if (webhook) {
        await update.mutateAsync({ id: webhook.id, patch: body });
        onClose();
      } else {
        onCreated?.(await create.mutateAsync(body));
      }
    },
  });

  return (
    <FormDialog
      onClose={onClose}
      title={webhook ? 'Edytuj webhook' : 'Dodaj webhook'}
      description="System partnera lub firmy dostaje podpisane powiadomienia o zdarzeniach."
      submitLabel={webhook ? 'Zapisz' : 'Dodaj webhook'}
      pending={create.isPending || update.isPending}
      dirty={dirty}
      onSubmit={submit}
    >
      <Field label="Adres URL" required hint="Np. https://partner.pl/webhooks/ppp" error={errors.url}>
        <Input
          type="url"
          autoComplete="off"
          maxLength={2000}
          value={values.url}
          onChange={(event) => set({ url: event.target.value })}
        />
      </Field>
      <CheckboxGroup
        legend="Zdarzenia"
        options={webhookEvents}
        labels={webhookEventLabels}
        checked={values.events}
        onChange={(events) => set({ events })}
        error={errors.events}
        errorId="webhook-events-error"
      />
      <Field
        label="Klucz API"
        hint="Z kluczem: tylko zdarzenia rekordów utworzonych tym kluczem. Bez klucza: wszystkie."
        error={errors.apiKeyId}
      >
        <Select value={values.apiKeyId} onChange={(event) => set({ apiKeyId: event.target.value })}>
          <option value="">Wszystkie rekordy (bez klucza)</option>
          {apiKeys.map((key) => (
            <option key={key.id} value={String(key.id)}>
              {key.name}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        label="Aktywny"
        checked={values.isActive}
        onChange={(event) => set({ isActive: event.target.checked })}
      />
    </FormDialog>
  );
}
