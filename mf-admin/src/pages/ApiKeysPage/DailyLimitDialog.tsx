import { type ApiKey, apiKeyMessages, apiKeyPatchSchema, countFromText } from '@ppp/domain';
import { DecimalInput, Field, FormDialog, fieldErrorsOf } from '@ppp/ui';
import { type FormEvent, useState } from 'react';
import { useUpdateDailyLimit } from '../../api.ts';

export interface DailyLimitDialogProps {
  apiKey: ApiKey;
  onClose: () => void;
}

/** D16: an existing key's daily limit of enquiries; the key's next enquiry counts against the new one. */
export function DailyLimitDialog({ apiKey, onClose }: DailyLimitDialogProps) {
  const update = useUpdateDailyLimit();
  const [value, setValue] = useState(String(apiKey.dailyLimit));
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read by the one decimal parser (D20: '1 000'); text that is no number fails the limit's check.
    const dailyLimit = countFromText(value);
    if (dailyLimit === null || !apiKeyPatchSchema.safeParse({ dailyLimit }).success) {
      setError(apiKeyMessages.dailyLimit);
      return;
    }
    try {
      await update.mutateAsync({ id: apiKey.id, dailyLimit });
      onClose();
    } catch (failure) {
      setError(fieldErrorsOf(failure).dailyLimit);
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Limit zgłoszeń dziennie"
      description={`Klucz „${apiKey.name}”: wyceny i badania utworzone w ciągu doby (czas polski).`}
      submitLabel="Zapisz"
      pending={update.isPending}
      dirty={value !== String(apiKey.dailyLimit)}
      onSubmit={submit}
    >
      <Field label="Limit zgłoszeń dziennie" hint="Od 1 do 100 000" error={error}>
        <DecimalInput
          kind="count"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}
