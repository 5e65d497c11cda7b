import { type ExportFormat, exportFormats, exportHref, exportLabels } from '@ppp/domain';
import { apiDownload, Button, handleApiError, IconDownload, saveFile } from '@ppp/ui';
import { type MouseEvent, useState } from 'react';
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

/** A click the browser should handle itself: a new tab or window, 'save link as'. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * 'Eksportuj CSV' and 'Eksportuj XLSX' (D26): links to the list's export with its current filters
 * (a keyboard reaches them like any link, a middle click opens them elsewhere). A plain click fetches
 * the file, showing that it is being prepared, and saves it under the name the answer gives; a
 * refusal (XLSX over its row limit, a session that ended) is told on the page.
 */
export function ExportLinks({ listApiPath, filters = {} }: ExportLinksProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function download(event: MouseEvent<HTMLAnchorElement>, format: ExportFormat) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    setBusy(format);
    try {
      const { blob, fileName } = await apiDownload(href);
      saveFile(blob, fileName ?? `eksport.${format}`);
    } catch (error) {
      handleApiError(error, 'Nie udało się wyeksportować listy');
    } finally {
      setBusy(null);
    }
  }

  return (
    <StyledGroup>
      {exportFormats.map((format) => (
        <Button
          key={format}
          as="a"
          href={exportHref(listApiPath, format, filters)}
          download
          variant="outline"
          loading={busy === format}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event, format)}
        >
          {busy === format ? null : <IconDownload size={16} />}
          {exportLabels[format]}
        </Button>
      ))}
    </StyledGroup>
  );
}
