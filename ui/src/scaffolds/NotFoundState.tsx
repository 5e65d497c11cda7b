import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/Button/Button.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { IconArrowLeft, IconFileSearch } from '../icons/icons.tsx';

export interface NotFoundStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a back button to this path (needs a react-router router above). */
  backTo?: string;
  backLabel?: string;
  className?: string;
}

/** Nothing at this address, e.g. 'Wycena nie znaleziona' / 'Nie można znaleźć wyceny o podanym ID.'. */
export function NotFoundState({
  title = 'Nie znaleziono',
  description = 'Szukany element nie istnieje lub został usunięty.',
  backTo,
  backLabel = 'Powrót',
  className,
}: NotFoundStateProps) {
  return (
    <EmptyState
      className={className}
      tone="primary"
      icon={<IconFileSearch size={26} />}
      title={title}
      description={description}
      action={
        backTo ? (
          <Button as={Link} to={backTo} variant="outline">
            <IconArrowLeft size={16} />
            {backLabel}
          </Button>
        ) : null
      }
    />
  );
}
