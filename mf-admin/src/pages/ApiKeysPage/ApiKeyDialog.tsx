import {
  type ApiKeyInput,
  apiKeyInputSchema,
  apiKeyScopeLabels,
  apiKeyScopes,
  type CreatedApiKey,
  countFromText,
} from '@ppp/domain';
import {
  Checkbox,
  DecimalInput,
  Field,
  FormDialog,
  fieldErrorsOf,
  Input,
  StyledFieldError,
  Textarea,
} from '@ppp/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useCreateApiKey } from '../../api.ts';

const StyledScopes = styled.fieldset`
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

/** Field errors of the body as the server words them (D6): `allowedOrigins.2` shown on the origins. */
function errorsOf(values: Values): Record<string, string> {
  const result = apiKeyInputSchema.safeParse(bodyOf(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

export interface ApiKeyDialogProps {
  onCreated: (key: CreatedApiKey) => void;
  onClose: () => void;
}

/** 'Dodaj klucz API' (spec-2 §2, §5, D16): name, permissions, allowed origins and the limits. */
export function ApiKeyDialog({ onCreated, onClose }: ApiKeyDialogProps) {
  const create = useCreateApiKey();
  const [values, setValues] = useState<Values>({
    name: '',
    permissions: ['quotes:create'],
    allowedOrigins: '',
    rateLimitPerMinute: '60',
    dailyLimit: '500',
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
      onCreated(await create.mutateAsync(bodyOf(values)));
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
      title="Dodaj klucz API"
      description="Klucz zobaczysz w całości tylko raz, zaraz po utworzeniu."
      submitLabel="Utwórz klucz"
      pending={create.isPending}
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
      <StyledScopes aria-describedby={errors.permissions ? 'api-key-permissions-error' : undefined}>
        <legend>Uprawnienia</legend>
        {apiKeyScopes.map((scope) => (
          <Checkbox
            key={scope}
            label={apiKeyScopeLabels[scope]}
            description={scope}
            checked={values.permissions.includes(scope)}
            onChange={(event) =>
              set({
                permissions: event.target.checked
                  ? [...values.permissions, scope]
                  : values.permissions.filter((candidate) => candidate !== scope),
              })
            }
          />
        ))}
        {errors.permissions ? (
          <StyledFieldError id="api-key-permissions-error">{errors.permissions}</StyledFieldError>
        ) : null}
      </StyledScopes>
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
