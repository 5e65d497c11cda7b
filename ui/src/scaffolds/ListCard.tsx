import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeVariant } from '../components/Badge/Badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/Card/Card.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';

/** A card title with its count badge beside it. */
export const StyledTitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A card header with the title at the left and actions at the right. */
export const StyledHeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The parts of a react-query result that a list card reads. */
export interface ListCardQuery<TItem> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  data: readonly TItem[] | undefined;
  refetch: () => Promise<unknown>;
}

export interface ListCardProps<TItem> {
  /** The card's heading (rendered as an h2). */
  title: ReactNode;
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
  description: ReactNode;
  /** Buttons or filters at the right of the header. */
  actions?: ReactNode;
  /** The list's query; drives the loading, error and empty states. */
  query: ListCardQuery<TItem>;
  /** The rows to show once loaded, when they differ from `query.data` (e.g. filtered); they are also counted. */
  items?: readonly TItem[];
  /** Variant of the count badge beside the title. */
  badgeVariant?: BadgeVariant;
  /** Show the count badge only while there are rows (instead of whenever the query succeeded). */
  hideZeroCount?: boolean;
  loadingText: string;
  errorTitle: string;
  errorDescription?: string;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** Renders the loaded, non-empty rows (usually a table). */
  renderItems: (items: readonly TItem[]) => ReactNode;
  /** Rendered inside the card after its content (dialogs). */
  children?: ReactNode;
}

/** An admin card listing the rows of one query, with its loading, error and empty states. */
export function ListCard<TItem>({
  title,
  titleId,
  description,
  actions,
  query,
  items,
  badgeVariant = 'neutral',
  hideZeroCount = false,
  loadingText,
  errorTitle,
  errorDescription = 'Sprawdź połączenie i spróbuj ponownie.',
  emptyTitle,
  emptyDescription,
  emptyAction,
  renderItems,
  children,
}: ListCardProps<TItem>) {
  const rows = items ?? query.data ?? [];
  // Shown once loaded; with `hideZeroCount`, whenever there are rows (even from an earlier load).
  const showCount = hideZeroCount ? rows.length > 0 : query.isSuccess;

  const heading = (
    <>
      <StyledTitleRow>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        {showCount ? <Badge variant={badgeVariant}>{rows.length}</Badge> : null}
      </StyledTitleRow>
      <CardDescription>{description}</CardDescription>
    </>
  );

  return (
    <Card>
      <CardHeader>
        {actions ? (
          <StyledHeaderRow>
            <div>{heading}</div>
            {actions}
          </StyledHeaderRow>
        ) : (
          heading
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingState text={loadingText} />
        ) : query.isError ? (
          <ErrorState
            title={errorTitle}
            description={errorDescription}
            onRetry={() => void query.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState size="sm" title={emptyTitle} description={emptyDescription} action={emptyAction} />
        ) : (
          renderItems(rows)
        )}
      </CardContent>
      {children}
    </Card>
  );
}
