import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/Button/Button.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '../icons/icons.tsx';

export interface ErrorStateProps {
  title?: ReactNode;
  /** The title as a heading of this level: 1 when the state stands for the whole page. */
  headingLevel?: 1 | 2 | 3;
  description?: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Shows a back button to this path (needs a react-router router above). */
  backTo?: string;
  backLabel?: string;
  /** Any other actions, after the standard ones. */
  actions?: ReactNode;
  className?: string;
}

/** A failed load, e.g. 'Błąd ładowania wyceny' / 'Nie udało się załadować danych wyceny.'. */
export function ErrorState({
  title = 'Wystąpił błąd',
  headingLevel,
  description = 'Nie udało się załadować danych. Spróbuj ponownie za chwilę.',
  onRetry,
  retryLabel = 'Spróbuj ponownie',
  backTo,
  backLabel = 'Powrót',
  actions,
  className,
}: ErrorStateProps) {
  const hasActions = Boolean(onRetry || backTo || actions);
  return (
    <div role="alert" className={className}>
      <EmptyState
        tone="danger"
        icon={<IconAlertTriangle size={26} />}
        title={title}
        headingLevel={headingLevel}
        description={description}
        action={
          hasActions ? (
            <>
              {backTo ? (
                <Button as={Link} to={backTo} variant="outline">
                  <IconArrowLeft size={16} />
                  {backLabel}
                </Button>
              ) : null}
              {onRetry ? (
                <Button onClick={onRetry}>
                  <IconRefresh size={16} />
                  {retryLabel}
                </Button>
              ) : null}
              {actions}
            </>
          ) : null
        }
      />
    </div>
  );
}
