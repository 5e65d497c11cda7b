import {
  type ApiKey,
  type CreatedWebhook,
  type Webhook,
  type WebhookInput,
  webhookEventLabels,
  webhookEvents,
  webhookInputSchema,
} from '@ppp/domain';
import { Checkbox, Field, FormDialog, fieldErrorsOf, Input, Select, StyledFieldError } from '@ppp/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useCreateWebhook, useUpdateWebhook } from '../../api.ts';

const StyledEvents = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

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

/** Field errors as the server words them (D6). */
function errorsOf(values: Values): Record<string, string> {
  const result = webhookInputSchema.safeParse(bodyOf(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

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
  const [values, setValues] = useState<Values>({
    url: webhook?.url ?? '',
    events: webhook?.events ?? [...webhookEvents],
    apiKeyId: webhook?.apiKeyId ? String(webhook.apiKeyId) : '',
    isActive: webhook?.isActive ?? true,
  });
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...(shown ? errorsOf(values) : {}), ...serverErrors };
  const set = (patch: Partial<Values>) => {
    setValues({ ...values, ...patch });
    setDirty(true);
    setServerErrors({});
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errorsOf(values)).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    try {
      if (webhook) {
        await update.mutateAsync({ id: webhook.id, patch: bodyOf(values) });
        onClose();
      } else {
        onCreated?.(await create.mutateAsync(bodyOf(values)));
      }
    } catch (error) {
      const fields: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(error)))
        fields[field.split('.')[0]] ??= message;
      setServerErrors(fields);
    }
  }

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
      <StyledEvents aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>Zdarzenia</legend>
        {webhookEvents.map((name) => (
          <Checkbox
            key={name}
            label={webhookEventLabels[name]}
            description={name}
            checked={values.events.includes(name)}
            onChange={(event) =>
              set({
                events: event.target.checked
                  ? [...values.events, name]
                  : values.events.filter((candidate) => candidate !== name),
              })
            }
          />
        ))}
        {errors.events ? (
          <StyledFieldError id="webhook-events-error">{errors.events}</StyledFieldError>
        ) : null}
      </StyledEvents>
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
