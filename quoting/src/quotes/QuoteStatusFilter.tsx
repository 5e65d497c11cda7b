import { type QuoteStatus, quoteStatuses, quoteStatusLabels } from '@ppp/domain';
import { type ListAddress, Select } from '@ppp/ui';

const isStatus = (value: string | null): value is QuoteStatus =>
  quoteStatuses.some((status) => status === value);

/** The status a quote list's address names (`?status=`), or undefined for all. */
export const listStatusOf = (address: ListAddress) => {
  const value = address.params.get('status');
  return isStatus(value) ? value : undefined;
};

/** The status filter of every kind's quote list (D5): kept in the address, back to page 1 on change. */
export function QuoteStatusFilter({ address }: { address: ListAddress }) {
  const status = listStatusOf(address);
  return (
    <Select
      aria-label="Status"
      value={status ?? ''}
      onChange={(event) => address.update({ status: event.target.value || null, page: null })}
    >
      <option value="">Wszystkie statusy</option>
      {quoteStatuses.map((value) => (
        <option key={value} value={value}>
          {quoteStatusLabels[value]}
        </option>
      ))}
    </Select>
  );
}
