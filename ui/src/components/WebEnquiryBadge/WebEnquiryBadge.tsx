import { webEnquiryLabel } from '@ppp/domain';
import { Badge } from '../Badge/Badge.tsx';

export interface WebEnquiryBadgeProps {
  /** The record's `source`: the API key's name of a web enquiry, null for a staff record. */
  source: string | null | undefined;
  className?: string;
}

/** 'Z formularza' on a quote or assessment sent in through a partner's form (D22); nothing otherwise. */
export function WebEnquiryBadge({ source, className }: WebEnquiryBadgeProps) {
  if (!source) return null;
  return (
    <Badge variant="primary" className={className}>
      {webEnquiryLabel}
    </Badge>
  );
}
