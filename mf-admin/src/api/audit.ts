// The audit log's server call (D25): one page of entries, newest first, with the address's filters.
import type { AuditEvent, AuditPage } from '@ppp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const AUDIT_URL = '/api/admin/audit';

export interface AuditFilters {
  actor?: string;
  event?: AuditEvent;
  /** 'YYYY-MM-DD', inclusive, Europe/Warsaw. */
  from?: string;
  to?: string;
}

/** One page of the log (50 entries: the server's fixed size); fresh on every visit. */
export const useAuditLog = (filters: AuditFilters, page: number) =>
  useQuery<AuditPage>({
    queryKey: [AUDIT_URL, { ...filters, page }],
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
