import { cataloguePages, type QuoteKind, quoteKindEntries, todayInWarsaw } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  Icon,
  IconChevronRight,
  type IconProps,
  NotFoundState,
  PageContainer,
  PageHeader,
  QueryState,
} from '@ppp/ui';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { AvailabilityLinkState } from './AvailabilityLink.tsx';
import { AvailabilityTable } from './AvailabilityTable.tsx';
import { AvailabilityTimeline } from './AvailabilityTimeline.tsx';
import { useItemAvailability, useItemHoldings } from './availabilityApi.ts';
import { monthOf, monthPeriod, monthTitle, readMonth, shiftMonth } from './month.ts';

export interface AvailabilityPageProps {
  /** Whose catalogue: the equipment, a department's, or the vehicles (`transport`). */
  kind: QuoteKind;
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledMonthNav = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    min-width: 10ch;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: center;
  }
`;

const StyledEmptyNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function IconChevronLeft(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m15 6-6 6 6 6" />
    </Icon>
  );
}

/** Where the page's back link leads: where its link was followed from, else the kind's own page. */
function useBackLink(kind: QuoteKind) {
  const state = useLocation().state as Partial<AvailabilityLinkState> | null;
  const from = state?.availabilityBack;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
    return { to: from, label: 'Powrót' };
  }
  if (kind === 'equipment') return { to: '/equipment', label: 'Powrót do katalogu sprzętu' };
  return { to: quoteKindEntries[kind].path, label: 'Powrót do listy wycen' };
}

/**
 * An item's availability page (D21), one for every catalogue: `/equipment/{id}/availability`,
 * `/vehicles/{id}/availability`, `/electrical-equipment/{id}/availability`,
 * `/general-equipment/{id}/availability`. A month at a time (`?month=YYYY-MM`, else the current one):
 * the timeline of the quotes holding units and the free units per day, or the same as tables.
 */
export function AvailabilityPage({ kind }: AvailabilityPageProps) {
  const { id } = useParams();
  const equipmentId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const today = todayInWarsaw();
  const month = readMonth(params.get('month')) ?? monthOf(today);
  const period = monthPeriod(month);
  const availability = useItemAvailability(kind, equipmentId, period);
  const holdings = useItemHoldings(kind, equipmentId, period);
  const [view, setView] = useState<'timeline' | 'table'>('timeline');
  const back = useBackLink(kind);
  const notFound = cataloguePages[kind].notFound;

  const showMonth = (next: string | null) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('month', next);
        else changed.delete('month');
        return changed;
      },
      // The way back stays where the page was opened from.
      { replace: true, state: location.state },
    );

  const item = availability.data?.[0];
  if (equipmentId === 0 || (availability.isSuccess && !item)) {
    return (
      <PageContainer width="narrow">
        <NotFoundState
          headingLevel={1}
          title={notFound}
          description="Ten element katalogu nie istnieje lub został usunięty."
          backTo={back.to}
          backLabel={back.label}
        />
      </PageContainer>
    );
  }

  const both = {
    isPending: availability.isPending || holdings.isPending,
    isError: availability.isError || holdings.isError,
    data: item && holdings.data ? { item, holdings: holdings.data } : undefined,
    refetch: () => {
      if (availability.isError) void availability.refetch();
      if (holdings.isError) void holdings.refetch();
    },
  };
  const title = monthTitle(month);

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo={back.to}
        backLabel={back.label}
        title={item ? `Dostępność: ${item.name}` : 'Dostępność'}
        subtitle={item ? `Dostępne sztuki: ${item.availableQuantity}` : undefined}
      />
      <Card>
        <CardContent>
          <StyledToolbar>
            <StyledMonthNav>
              <Button
                variant="outline"
                size="sm"
                aria-label="Poprzedni miesiąc"
                onClick={() => showMonth(shiftMonth(month, -1))}
              >
                <IconChevronLeft size={16} />
              </Button>
              <h2 aria-live="polite">{title}</h2>
              <Button
                variant="outline"
                size="sm"
                aria-label="Następny miesiąc"
                onClick={() => showMonth(shiftMonth(month, 1))}
              >
                <IconChevronRight size={16} />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => showMonth(null)}
                disabled={month === monthOf(today)}
              >
                Dziś
              </Button>
            </StyledMonthNav>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setView(view === 'timeline' ? 'table' : 'timeline')}
            >
              {view === 'timeline' ? 'Pokaż jako tabelę' : 'Pokaż oś czasu'}
            </Button>
          </StyledToolbar>
          <QueryState
            query={both}
            loading="Ładowanie dostępności..."
            error={{
              title: 'Błąd ładowania dostępności',
              description: 'Nie udało się załadować rezerwacji i wolnych sztuk.',
            }}
          >
            {(data) =>
              view === 'table' ? (
                <AvailabilityTable days={data.item.days} holdings={data.holdings} label={title} />
              ) : (
                <>
                  {data.holdings.length === 0 ? (
                    <StyledEmptyNote role="status">Brak rezerwacji w tym miesiącu</StyledEmptyNote>
                  ) : null}
                  <AvailabilityTimeline
                    days={data.item.days}
                    holdings={data.holdings}
                    today={today}
                    label={title}
                  />
                </>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
