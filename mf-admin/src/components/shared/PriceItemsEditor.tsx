import { zodResolver } from '@hookform/resolvers/zod';
import { decimalTextField, extraInputSchema, formatDecimalText, formatMoney } from '@ppp/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DecimalInput,
  EmptyState,
  Field,
  IconButton,
  IconEdit,
  IconTrash,
  Input,
  showServerErrors,
} from '@ppp/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import type { PricedEntryBody } from '../../api.ts';
import {
  StyledInlineButtons,
  StyledInlineForm,
  StyledInlineFormTitle,
  StyledSection,
  StyledSectionTitle,
} from './layout.ts';

/** A named price of an equipment: an extra or a service item. */
export interface PricedEntry {
  id: number;
  name: string;
  price: string;
  /** Calculated by the server (the worker-hours service item): shown, never edited or deleted. */
  locked?: boolean;
}

export interface PriceItemsEditorProps {
  title: string;
  /** Names the add form, e.g. 'Dodaj akcesorium'. */
  addTitle: string;
  /** Asks before a deletion, e.g. 'Usunąć akcesorium?'. */
  deleteTitle: string;
  entries: readonly PricedEntry[];
  /** At most this many entries (locked ones count). */
  limit: number;
  /** Told when the limit stops an addition. */
  onLimit: () => void;
  priceLabel: string;
  emptyText: string;
  onAdd: (body: PricedEntryBody) => Promise<unknown>;
  onUpdate: (id: number, body: PricedEntryBody) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  /** D19: told whether the form holds typed changes (its dialog asks before closing then). */
  onDirtyChange?: (dirty: boolean) => void;
}

interface EntryValues {
  name: string;
  price: string;
}

// Domain's rules for a name and a price; the price is typed text read by the one decimal parser
// (D20: '9,8' is sent as '9.80'), and an empty price means 0 zł.
const entrySchema = z.object({
  name: extraInputSchema.shape.name,
  price: decimalTextField(
    'money',
    z.preprocess((price) => price ?? undefined, extraInputSchema.shape.price),
  ),
});
const resolver = zodResolver(entrySchema) as unknown as Resolver<EntryValues, unknown, PricedEntryBody>;
const empty: EntryValues = { name: '', price: '' };

const StyledLimitNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A short list of named prices with add, edit and delete (after confirmation), kept within a limit. */
export function PriceItemsEditor({
  title,
  addTitle,
  deleteTitle,
  entries,
  limit,
  onLimit,
  priceLabel,
  emptyText,
  onAdd,
  onUpdate,
  onDelete,
  onDirtyChange,
}: PriceItemsEditorProps) {
  const [editing, setEditing] = useState<PricedEntry | null>(null);
  const [deleting, setDeleting] = useState<PricedEntry | null>(null);
  const form = useForm<EntryValues, unknown, PricedEntryBody>({ defaultValues: empty, resolver });
  const { register, formState } = form;
  useEffect(() => onDirtyChange?.(formState.isDirty), [onDirtyChange, formState.isDirty]);
  const formTitle = editing ? `Edytuj: ${editing.name}` : addTitle;
  // A full list takes no new entry: the add form stays in sight, its fields locked, with the reason.
  const full = !editing && entries.length >= limit;
  const limitNoteId = useId();

  const startEditing = (entry: PricedEntry | null) => {
    setEditing(entry);
    form.reset(entry ? { name: entry.name, price: formatDecimalText(entry.price, 'money') } : empty);
  };

  const save = form.handleSubmit(async (body) => {
    try {
      if (editing) await onUpdate(editing.id, body);
      else await onAdd(body);
      startEditing(null);
    } catch (error) {
      showServerErrors(error, form.setError, ['name', 'price'], { itemName: 'name', itemCost: 'price' });
    }
  });

  // spec-1 §5: a full list is told before the fields are checked and before any call; the server
  // keeps the limit too.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!full) return save(event);
    event.preventDefault();
    onLimit();
  };

  return (
    <StyledSection>
      <StyledSectionTitle>
        {title}
        <Badge variant={entries.length >= limit ? 'warning' : 'neutral'}>
          {entries.length}/{limit}
        </Badge>
      </StyledSectionTitle>
      {entries.length === 0 ? (
        <EmptyState size="sm" title={emptyText} />
      ) : (
        <DataTable
          aria-label={title}
          rows={entries}
          rowKey={(entry) => entry.id}
          title={{ header: 'Nazwa', cell: (entry) => entry.name }}
          columns={[
            { header: priceLabel, cell: (entry) => formatMoney(entry.price), align: 'right', width: '10rem' },
          ]}
          actionsWidth="12rem"
          actions={(entry) =>
            entry.locked ? (
              <Badge variant="outline">Wyliczane automatycznie</Badge>
            ) : (
              <>
                <IconButton
                  size="sm"
                  icon={<IconEdit />}
                  aria-label={`Edytuj: ${entry.name}`}
                  onClick={() => startEditing(entry)}
                />
                <IconButton
                  size="sm"
                  icon={<IconTrash />}
                  aria-label={`Usuń: ${entry.name}`}
                  onClick={() => setDeleting(entry)}
                />
              </>
            )
          }
        />
      )}
      <StyledInlineForm
        noValidate
        onSubmit={submit}
        aria-label={formTitle}
        aria-describedby={full ? limitNoteId : undefined}
      >
        <StyledInlineFormTitle>{formTitle}</StyledInlineFormTitle>
        {full ? (
          <StyledLimitNote id={limitNoteId}>
            Osiągnięto limit {limit} pozycji. Usuń jedną z nich, aby dodać nową.
          </StyledLimitNote>
        ) : null}
        <Field label="Nazwa" required error={formState.errors.name?.message}>
          <Input autoComplete="off" {...register('name')} disabled={full} />
        </Field>
        <Field label={priceLabel} error={formState.errors.price?.message}>
          <DecimalInput kind="money" {...register('price')} disabled={full} />
        </Field>
        <StyledInlineButtons>
          {/* Still clickable when the list is full: it says 'Limit osiągnięty' (spec-1 §5). */}
          <Button type="submit" variant={full ? 'outline' : 'primary'} loading={formState.isSubmitting}>
            {editing ? 'Zapisz' : 'Dodaj'}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={() => startEditing(null)}>
              Anuluj
            </Button>
          ) : null}
        </StyledInlineButtons>
      </StyledInlineForm>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleteTitle}
        description={
          deleting
            ? `Pozycja „${deleting.name}” zostanie usunięta. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={async () => {
          if (!deleting) return;
          await onDelete(deleting.id);
          if (editing?.id === deleting.id) startEditing(null);
        }}
      />
    </StyledSection>
  );
}
