import {
  type ApiKey,
  type ApiKeyInput,
  apiKeyInputSchema,
  apiKeyScopeLabels,
  apiKeyScopes,
  type CreatedApiKey,
  countFromText,
} from '@ppp/domain';
import { DecimalInput, Field, FormDialog, Input, Textarea } from '@ppp/ui';
import { useCreateApiKey, useEditApiKey } from '../../api.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

interface Values {
  name: string;
  permissions: string[];
  allowedOrigins: string;
  rateLimitPerMinute: string;
  dailyLimit: string;
}

const bodyOf = (values: Values): ApiKeyInput => ({
  name: values.name,
  permissions: values.permissions as ApiKeyInput['permissions'],
  allowedOrigins: values.allowedOrigins
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter(Boolean),
  // Read by the one decimal parser (D20: '1 000'); text that is no number fails the limit's check.
  rateLimitPerMinute: countFromText(values.rateLimitPerMinute) ?? undefined,
  dailyLimit: countFromText(values.dailyLimit) ?? undefined,
});

export type ApiKeyDialogProps = { onClose: () => void } & (
  | { /** A new key: its clear value goes to `onCreated`. */ onCreated: (key: CreatedApiKey) => void }
  | {
      /** A key's name, permissions, addresses and limits changed (D16's PATCH); the key stays. */ editing: ApiKey;
    }
);

const valuesOfKey = (key: ApiKey): Values => ({
  name: key.name,
  permissions: [...key.permissions],
  // One address a line, as typed.
  allowedOrigins: key.allowedOrigins.join('\n'),
  rateLimitPerMinute: String(key.rateLimitPerMinute),
  dailyLimit: String(key.dailyLimit),
});

/**
 * 'Dodaj klucz API' and 'Edytuj klucz API' (spec-2 §2, §5, D16, D24): name, permissions, allowed
 * origins and the limits; an edit keeps the key itself, so partners' pages keep working.
 */
export function ApiKeyDialog(props: ApiKeyDialogProps) {
  const { onClose } = props;
  const editing = 'editing' in props ? props.editing : null;
  const create = useCreateApiKey();
  const edit = useEditApiKey();
  const { values, errors, dirty, set, submit } = useSchemaForm<Values, ApiKeyInput>({
    initial: editing
      ? valuesOfKey(editing)
      : {
          name: '',
          permissions: ['quotes:create'],
          allowedOrigins: '',
          rateLimitPerMinute: '60',
          dailyLimit: '500',
        },
    bodyOf,
    schema: apiKeyInputSchema,
    save: async (body) => {
      if ('editing' in props) {
        await edit.mutateAsync({ id: props.editing.id, patch: body });
        onClose();
      } else props.onCreated(await create.mutateAsync(body));
    },
  });

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? 'Edytuj klucz API' : 'Dodaj klucz API'}
      description={
        editing
          ? `Klucz ${editing.maskedKey} się nie zmienia: strony, które go używają, działają dalej.`
          : 'Klucz zobaczysz w całości tylko raz, zaraz po utworzeniu.'
      }
      submitLabel={editing ? 'Zapisz zmiany' : 'Utwórz klucz'}
      pending={create.isPending || edit.isPending}
      dirty={dirty}
      onSubmit={submit}
    >
      <Field label="Nazwa" required hint="Np. nazwa partnera lub strony" error={errors.name}>
        <Input
          autoComplete="off"
          maxLength={200}
          value={values.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </Field>
      <CheckboxGroup
        legend="Uprawnienia"
        options={apiKeyScopes}
        labels={apiKeyScopeLabels}
        checked={values.permissions}
        onChange={(permissions) => set({ permissions })}
        error={errors.permissions}
        errorId="api-key-permissions-error"
      />
      <Field
        label="Dozwolone adresy stron"
        hint="Po jednym w wierszu, np. https://partner.pl. Pusta lista: tylko wywołania z serwera partnera."
        error={errors.allowedOrigins}
      >
        <Textarea
          rows={3}
          value={values.allowedOrigins}
          onChange={(event) => set({ allowedOrigins: event.target.value })}
        />
      </Field>
      <Field label="Limit żądań na minutę" hint="Od 1 do 10 000" error={errors.rateLimitPerMinute}>
        <DecimalInput
          kind="count"
          value={values.rateLimitPerMinute}
          onChange={(event) => set({ rateLimitPerMinute: event.target.value })}
        />
      </Field>
      <Field
        label="Limit zgłoszeń dziennie"
        hint="Wyceny i badania utworzone kluczem w ciągu doby, od 1 do 100 000"
        error={errors.dailyLimit}
      >
        <DecimalInput
          kind="count"
          value={values.dailyLimit}
          onChange={(event) => set({ dailyLimit: event.target.value })}
        />
      </Field>
    </FormDialog>
  );
}
