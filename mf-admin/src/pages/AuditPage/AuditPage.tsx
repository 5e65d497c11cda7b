import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditEvent,
  auditEventLabels,
  auditEvents,
  formatDateText,
  formatDateTime,
} from '@ppp/domain';
import {
  Button,
  DataTable,
  DateInput,
  Field,
  Input,
  ListCard,
  PageContainer,
  PageHeader,
  Pagination,
  Select,
  useListAddress,
} from '@ppp/ui';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAuditLog } from '../../api/audit.ts';
import {
  describeDetails,
  type FilterForm,
  filtersOfParams,
  readFilterForm,
  targetLabel,
} from './auditFilters.ts';

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  /* In line with the fields, under their labels. */
  padding-top: calc(${({ theme }) => theme.fontSizes.md} * ${({ theme }) => theme.lineHeights.snug} + ${({ theme }) => theme.space[1]});
`;

const StyledDetails = styled.span`
  overflow-wrap: anywhere;
`;

const formOf = (filters: { actor?: string; from?: string; to?: string }): FilterForm => ({
  actor: filters.actor ?? '',
  fromText: formatDateText(filters.from),
  toText: formatDateText(filters.to),
});

/**
 * /admin/audit (D25): 'Dziennik zdarzeń', who signed in, approved, changed roles, deactivated,
 * changed keys and webhooks, exported and erased a client's data. The filters live in the address;
 * the event applies at once, the e-mail and the days with 'Filtruj'.
 */
export function AuditPage() {
  const address = useListAddress();
  const filters = filtersOfParams(address.params);
  const log = useAuditLog(filters, address.page);
  const [form, setForm] = useState<FilterForm>(() => formOf(filters));
  const [errors, setErrors] = useState<ReturnType<typeof readFilterForm>['errors']>({});

  // The address changed from outside (Back, a link): the fields follow it.
  const applied = `${filters.actor ?? ''}|${filters.from ?? ''}|${filters.to ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only, not each keystroke
  useEffect(() => {
    setForm(formOf(filters));
    setErrors({});
  }, [applied]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readFilterForm(form);
    setErrors(read.errors);
    if (Object.keys(read.errors).length) return;
    address.update({
      actor: read.filters.actor ?? null,
      from: read.filters.from ?? null,
      to: read.filters.to ?? null,
      page: null,
    });
  };
  const clear = () => {
    setForm(formOf({}));
    setErrors({});
    address.update({ actor: null, event: null, from: null, to: null, page: null });
  };
  const filtered = Boolean(filters.actor || filters.event || filters.from || filters.to);
  const total = log.data?.total ?? 0;
  const pageCount = address.pageCountOf(total, AUDIT_PAGE_SIZE);

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/admin"
        backLabel="Panel Administratora"
        title="Dziennik zdarzeń"
        subtitle="Kto i kiedy logował się, zatwierdzał konta, zmieniał role, klucze i webhooki, eksportował lub usuwał dane klientów"
      />
      <StyledFilters role="search" aria-label="Filtry dziennika" onSubmit={submit} noValidate>
        <Field label="Użytkownik (e-mail)" error={errors.actor}>
          <Input
            type="email"
            value={form.actor}
            placeholder="np. jan.kowalski@firma.pl"
            onChange={(event) => setForm({ ...form, actor: event.target.value })}
          />
        </Field>
        <Field label="Zdarzenie">
          <Select
            value={filters.event ?? ''}
            onChange={(event) => address.update({ event: event.target.value || null, page: null })}
          >
            <option value="">Wszystkie zdarzenia</option>
            {auditEvents.map((value) => (
              <option key={value} value={value}>
                {auditEventLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Od dnia" error={errors.from}>
          <DateInput
            value={form.fromText}
            onChange={(event) => setForm({ ...form, fromText: event.target.value })}
          />
        </Field>
        <Field label="Do dnia" error={errors.to}>
          <DateInput
            value={form.toText}
            onChange={(event) => setForm({ ...form, toText: event.target.value })}
          />
        </Field>
        <StyledButtons>
          <Button type="submit">Filtruj</Button>
          {filtered || form.actor || form.fromText || form.toText ? (
            <Button type="button" variant="ghost" onClick={clear}>
              Wyczyść filtry
            </Button>
          ) : null}
        </StyledButtons>
      </StyledFilters>
      <ListCard
        title="Zdarzenia"
        description={`Najnowsze na górze, po ${AUDIT_PAGE_SIZE} na stronie. Wpisów nie można zmienić ani usunąć.`}
        query={{
          isPending: log.isPending,
          isError: log.isError,
          isSuccess: log.isSuccess,
          data: log.data?.items,
          refetch: log.refetch,
        }}
        loadingText="Ładowanie dziennika..."
        errorTitle="Nie udało się załadować dziennika"
        emptyTitle={filtered ? 'Brak zdarzeń spełniających filtry' : 'Brak zdarzeń'}
        emptyDescription={
          filtered
            ? 'Zmień lub wyczyść filtry.'
            : 'Tu pojawią się logowania, zmiany ról i kluczy API oraz operacje na danych klientów.'
        }
        renderItems={(rows) => (
          <>
            <DataTable<AuditEntry>
              aria-label="Zdarzenia"
              rows={rows}
              rowKey={(entry) => entry.id}
              cardTitleLevel={3}
              title={{ header: 'Zdarzenie', cell: (entry) => eventLabel(entry.event) }}
              columns={[
                { header: 'Kiedy', cell: (entry) => formatDateTime(entry.at) },
                { header: 'Kto', cell: (entry) => entry.actorEmail ?? 'System' },
                { header: 'Dotyczy', cell: (entry) => targetLabel(entry.target) },
                {
                  header: 'Szczegóły',
                  cell: (entry) => <StyledDetails>{describeDetails(entry)}</StyledDetails>,
                  muted: true,
                },
              ]}
            />
            {pageCount > 1 ? (
              <Pagination
                page={address.page}
                pageCount={pageCount}
                onPageChange={(page) => address.update({ page: page > 1 ? String(page) : null })}
              />
            ) : null}
          </>
        )}
      />
    </PageContainer>
  );
}

const eventLabel = (event: AuditEvent) => auditEventLabels[event] ?? event;
