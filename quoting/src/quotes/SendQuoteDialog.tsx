import {
  mailMessages,
  QUOTE_MAIL_MESSAGE_LIMIT,
  type SendQuoteMail,
  type SentQuoteMail,
  sendQuoteMailSchema,
} from '@ppp/domain';
import {
  apiRequest,
  Field,
  FormDialog,
  fieldErrorsOf,
  handleApiError,
  Input,
  statusOf,
  Textarea,
  toastSuccess,
  toastWarning,
} from '@ppp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { kindQuoteKey } from './quoteKindApi.ts';

export interface SendQuoteDialogProps {
  /** The kind's address (`/api/quotes`, …) and the quote. */
  base: string;
  quote: { id: number; quoteNumber: string; client?: { email?: string | null } };
  onClose: () => void;
}

/** Field errors of the form as the server words them (D6). */
function errorsOf(values: SendQuoteMail): Record<string, string> {
  const result = sendQuoteMailSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * 'Wyślij klientowi' (D22): the client's e-mail (from the quote's client, editable) and a message;
 * the mail carries the link to the client's page and the PDF. Without a mail server the mail is
 * kept, and the toast says it was not sent.
 */
export function SendQuoteDialog({ base, quote, onClose }: SendQuoteDialogProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: quote.client?.email ?? '', message: '' });
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...(shown ? errorsOf(values) : {}), ...serverErrors };
  const set = (patch: Partial<typeof values>) => {
    setValues({ ...values, ...patch });
    setDirty(true);
    setServerErrors({});
  };
  const send = useMutation({
    mutationFn: (body: SendQuoteMail) => apiRequest<SentQuoteMail>('POST', `${base}/${quote.id}/send`, body),
    // The history gains the entry of the mail.
    onSettled: () => queryClient.invalidateQueries({ queryKey: kindQuoteKey(base, quote.id) }),
  });

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
      const sent = await send.mutateAsync(values);
      if (sent.status === 'held') toastWarning('Nie wysłano', mailMessages.held);
      else toastSuccess(mailMessages.queuedFor(values.email.trim()));
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (statusOf(error) === 400 && Object.keys(fields).length > 0) setServerErrors(fields);
      else handleApiError(error, mailMessages.sendFailed);
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={`Wyślij klientowi: ${quote.quoteNumber}`}
      description="Klient dostanie wiadomość z linkiem do oferty i ofertą w PDF w załączniku."
      submitLabel="Wyślij"
      pending={send.isPending}
      dirty={dirty}
      onSubmit={submit}
    >
      <Field label="E-mail klienta" required error={errors.email}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={320}
          value={values.email}
          onChange={(event) => set({ email: event.target.value })}
        />
      </Field>
      <Field
        label="Wiadomość"
        hint="Nieobowiązkowa; pojawi się nad linkiem do oferty."
        error={errors.message}
      >
        <Textarea
          rows={5}
          maxLength={QUOTE_MAIL_MESSAGE_LIMIT}
          value={values.message}
          onChange={(event) => set({ message: event.target.value })}
        />
      </Field>
    </FormDialog>
  );
}
