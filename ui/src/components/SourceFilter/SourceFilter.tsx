import { recordSourceLabels, recordSourceOf, recordSources } from '@ppp/domain';
import type { ListAddress } from '../../hooks/useListAddress.ts';
import { Select } from '../Select/Select.tsx';

/** The source a list's address names (`?source=web|staff`), or undefined for all. */
export const listSourceOf = (address: Pick<ListAddress, 'params'>) =>
  recordSourceOf(address.params.get('source'));

export interface SourceFilterProps {
  address: ListAddress;
}

/**
 * 'Źródło' of the quote and assessment lists (D22): every row, the web enquiries ('Z formularza') or
 * the staff's own ('Od pracowników'); kept in the address, back to page 1 on change.
 */
export function SourceFilter({ address }: SourceFilterProps) {
  const source = listSourceOf(address);
  return (
    <Select
      aria-label="Źródło"
      value={source ?? ''}
      onChange={(event) => address.update({ source: event.target.value || null, page: null })}
    >
      <option value="">Wszystkie źródła</option>
      {recordSources.map((value) => (
        <option key={value} value={value}>
          {recordSourceLabels[value]}
        </option>
      ))}
    </Select>
  );
}
