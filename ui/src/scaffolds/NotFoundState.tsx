import type { Capability } from '@ppp/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan } from '../auth/useCurrentUser.ts';
import { Button } from '../components/Button/Button.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { IconArrowLeft, IconFileSearch } from '../icons/icons.tsx';
import { PageContainer } from './PageContainer.tsx';

export interface NotFoundStateProps {
  title?: ReactNode;
  /** The title as a heading of this level: 1 when the state stands for the whole page. */
  headingLevel?: 1 | 2 | 3;
  description?: ReactNode;
  /** Shows a back button to this path (needs a react-router router above). */
  backTo?: string;
  backLabel?: string;
  className?: string;
}

/** Nothing at this address, e.g. 'Wycena nie znaleziona' / 'Nie można znaleźć wyceny o podanym ID.'. */
export function NotFoundState({
  title = 'Nie znaleziono',
  headingLevel,
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
      headingLevel={headingLevel}
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

export interface AreaNotFoundPageProps {
  /** Where the way back leads: the area's main list. */
  backTo: string;
  backLabel: string;
  /** What that page needs: a user without it is led home instead (never to a page refused them). */
  capability?: Capability;
}

/** The 404 page of an area's unknown path, with the way back to the area's main page. */
export function AreaNotFoundPage({ backTo, backLabel, capability }: AreaNotFoundPageProps) {
  const allowed = useCan(capability ?? 'quotes:create');
  const home = capability !== undefined && !allowed;
  return (
    <PageContainer width="narrow">
      <NotFoundState
        title="404 — Nie znaleziono strony"
        headingLevel={1}
        description="Strona, której szukasz, nie istnieje lub została przeniesiona."
        backTo={home ? '/' : backTo}
        backLabel={home ? 'Wróć do strony głównej' : backLabel}
      />
    </PageContainer>
  );
}
