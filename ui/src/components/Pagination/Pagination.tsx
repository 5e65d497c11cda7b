import styled from 'styled-components';
import { IconArrowLeft, IconChevronRight } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

const StyledPagination = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
  padding-top: ${({ theme }) => theme.space[4]};
`;

const StyledPages = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex-wrap: wrap;
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The page numbers around the current one, first and last always: 1 … 4 5 6 … 12. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  pages.forEach((n, index) => {
    if (index > 0 && n - pages[index - 1] > 1) result.push('gap');
    result.push(n);
  });
  return result;
}

/** Server-side paging: 'Strona X z Y', then previous, page numbers and next when there is more than one page. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  return (
    <StyledPagination aria-label="Stronicowanie">
      <StyledStatus aria-live="polite">
        Strona {page} z {pageCount}
      </StyledStatus>
      {pageCount > 1 ? (
        <StyledPages>
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Poprzednia strona"
          >
            <IconArrowLeft size={16} />
          </Button>
          {visiblePages(page, pageCount).map((n, index) =>
            n === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
              <span key={`gap-${index}`} aria-hidden="true">
                …
              </span>
            ) : (
              <Button
                key={n}
                size="sm"
                variant={n === page ? 'primary' : 'outline'}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Strona ${n}`}
                onClick={() => onPageChange(n)}
              >
                {n}
              </Button>
            ),
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            aria-label="Następna strona"
          >
            <IconChevronRight size={16} />
          </Button>
        </StyledPages>
      ) : null}
    </StyledPagination>
  );
}
