import { exportFormats, exportHref, exportLabels } from '@ppp/domain';
import { Button, IconDownload } from '@ppp/ui';
import styled from 'styled-components';

export interface ExportLinksProps {
  /** The list's API path (`/api/quotes`, `/api/clients`, …): its exports are beside it (D26). */
  listApiPath: string;
  /** The list's current filters (search, status, source, …); empty ones are left out. */
  filters?: Readonly<Record<string, string | null | undefined>>;
}

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * 'Eksportuj CSV' and 'Eksportuj XLSX' (D26): plain links to the list's export with its current
 * filters, so the browser downloads the file (and a keyboard reaches them like any link).
 */
export function ExportLinks({ listApiPath, filters = {} }: ExportLinksProps) {
  return (
    <StyledGroup>
      {exportFormats.map((format) => (
        <Button
          key={format}
          as="a"
          href={exportHref(listApiPath, format, filters)}
          download
          variant="outline"
        >
          <IconDownload size={16} />
          {exportLabels[format]}
        </Button>
      ))}
    </StyledGroup>
  );
}
