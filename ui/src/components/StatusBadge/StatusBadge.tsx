import { type QuoteStatus, quoteStatuses, quoteStatusLabels } from '@ppp/domain';
import { Badge, type BadgeVariant } from '../Badge/Badge.tsx';

// Quote statuses and their labels are decision D3's, kept in domain; this is only their look.
const variants: Record<QuoteStatus, BadgeVariant> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** An unknown or missing status reads as draft (D3). */
export function quoteStatusOf(value: string | null | undefined): QuoteStatus {
  return quoteStatuses.find((status) => status === value) ?? 'draft';
}

export interface StatusBadgeProps {
  /** The status as the server sends it; anything unknown is shown as draft. */
  status: string | null | undefined;
  className?: string;
}

export function StatusBadge({ status, className }: StatusBadgeProps) {
  const known = quoteStatusOf(status);
  return (
    <Badge variant={variants[known]} dot className={className}>
      {quoteStatusLabels[known]}
    </Badge>
  );
}
