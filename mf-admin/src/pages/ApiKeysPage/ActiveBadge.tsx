import { Badge } from '@ppp/ui';

export interface ActiveBadgeProps {
  isActive: boolean;
}

/** The state of a key or a webhook in its list: 'Aktywny' or 'Nieaktywny'. */
export function ActiveBadge({ isActive }: ActiveBadgeProps) {
  return (
    <Badge variant={isActive ? 'success' : 'neutral'} dot>
      {isActive ? 'Aktywny' : 'Nieaktywny'}
    </Badge>
  );
}
