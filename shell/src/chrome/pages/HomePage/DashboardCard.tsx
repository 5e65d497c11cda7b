import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  IconAlertTriangle,
  IconRefresh,
  Spinner,
} from '@ppp/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface DashboardCardProps {
  title: string;
  description: string;
  /** Shown at the right of the title, e.g. 'Zobacz wszystkie'. */
  action?: ReactNode;
  children: ReactNode;
}

const StyledHeader = styled(CardHeader)`
  flex-direction: row;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledCard = styled(Card)`
  height: 100%;
`;

/** A data card of the home page: title, description, an optional action, then its content. */
export function DashboardCard({ title, description, action, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <StyledCard role="region" aria-labelledby={headingId}>
      <StyledHeader>
        <StyledHeading>
          <CardTitle as="h2" id={headingId}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </StyledHeading>
        {action}
      </StyledHeader>
      <CardContent>{children}</CardContent>
    </StyledCard>
  );
}

const StyledStatus = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A card's loading state: a small spinner and what is loading. */
export function CardLoading({ text }: { text: string }) {
  return (
    <StyledStatus role="status">
      <Spinner size="sm" decorative />
      <span>{text}</span>
    </StyledStatus>
  );
}

/** A card's failed load, with a retry. */
export function CardError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        size="sm"
        tone="danger"
        icon={<IconAlertTriangle size={20} />}
        title={title}
        description="Spróbuj ponownie za chwilę."
        action={
          <Button size="sm" variant="outline" onClick={onRetry}>
            <IconRefresh size={16} />
            Spróbuj ponownie
          </Button>
        }
      />
    </div>
  );
}
