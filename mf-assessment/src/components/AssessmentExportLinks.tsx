import { exportFormats, exportHref, exportLabels, type RecordSource } from '@ppp/domain';
import { Button, IconDownload } from '@ppp/ui';

export interface AssessmentExportLinksProps {
  search?: string;
  source?: RecordSource;
}

/**
 * 'Eksportuj CSV' and 'Eksportuj XLSX' of the saved assessments (D26): links to the list's export
 * with its current search and source, so the browser downloads the file. (The quote lists' twin is
 * `@ppp/quoting`'s ExportLinks, which this area does not depend on; both build the address with
 * domain's exportHref.)
 */
export function AssessmentExportLinks({ search, source }: AssessmentExportLinksProps) {
  return exportFormats.map((format) => (
    <Button
      key={format}
      as="a"
      href={exportHref('/api/needs-assessment/responses', format, { search, source })}
      download
      variant="outline"
    >
      <IconDownload size={16} />
      {exportLabels[format]}
    </Button>
  ));
}
