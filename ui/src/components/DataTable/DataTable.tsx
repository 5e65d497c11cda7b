import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins.ts';
import { usePhoneLayout } from '../../theme/usePhoneLayout.ts';
import { Table, type TableCellAlign, TBody, Td, THead, Th, Tr } from '../Table/Table.tsx';

export interface DataTableColumn<TRow> {
  /** The column's header on a wide screen, the value's label on a card. */
  header: string;
  cell: (row: TRow) => ReactNode;
  align?: TableCellAlign;
  /** Secondary text (dates, e-mails) in the table. */
  muted?: boolean;
  /** A fixed width of the table's column (CSS length), e.g. '10rem'. */
  width?: string;
}

export type DataTableLayout = 'auto' | 'table' | 'cards';

export interface DataTableProps<TRow> {
  /** Names the table, or the list of cards. */
  'aria-label': string;
  rows: readonly TRow[];
  rowKey: (row: TRow) => Key;
  /** The row's key fact (a quote's number, a name): the table's first column, a card's title. */
  title: DataTableColumn<TRow>;
  /** The other facts: columns of the table, label: value pairs on a card. */
  columns: readonly DataTableColumn<TRow>[];
  /** The row's buttons: the table's last column, the button row at the foot of a card. */
  actions?: (row: TRow) => ReactNode;
  /** Header of the actions column. */
  actionsHeader?: string;
  /** A fixed width of the table's actions column (CSS length). */
  actionsWidth?: string;
  /** Level of a card's title as a heading, to fit the page's outline; without it the title is plain text. */
  cardTitleLevel?: 2 | 3 | 4;
  /** 'auto': a table, stacked cards on a phone (D19); 'table' or 'cards' force one (stories, previews). */
  layout?: DataTableLayout;
  /**
   * Dense rows for long lists (a quote in about 160 px on a phone, issue 24): the title and the
   * buttons on one line, the facts as one wrapped line with their labels for screen readers only,
   * rows divided by a rule instead of framed.
   */
  compactCards?: boolean;
}

/** The buttons stay on one line; a table too wide for its screen scrolls in its frame instead. */
const StyledTableActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Cards one under another; chosen cards (`layout="cards"`) flow into columns where they fit. */
export const StyledCardList = styled.ul<{ $columns?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns ? 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledRowCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;

  /* Every button on a card is at least 44 px square, so a thumb hits it (D19). */
  & :is(button, a[href]):not([role='switch']) {
    min-width: 44px;
    min-height: 44px;
  }
`;

/** A dense card (`compactCards`): less padding and space, the facts read as one line. */
const StyledCompactCard = styled(StyledRowCard)`
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  border-width: 0 0 1px;
  border-radius: 0;
  background: transparent;

  &:last-child {
    border-bottom: none;
  }
`;

const StyledCompactHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledCompactActions = styled.div`
  display: flex;
  margin-left: auto;
`;

const StyledCompactFields = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  div {
    display: flex;
    align-items: center;
  }

  dt {
    ${visuallyHidden}
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledCardTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledFields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

/** A label and its value on one line; the value drops under the label when both do not fit. */
const StyledField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  /* Beside its label the value sits at the right; a value too long for that takes a line of its own,
     read from the left. */
  dd {
    min-width: 0;
    max-width: 100%;
    margin: 0 0 0 auto;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function RowCards<TRow>({
  'aria-label': ariaLabel,
  rows,
  rowKey,
  title,
  columns,
  actions,
  actionsHeader,
  cardTitleLevel,
  columnsOfCards,
  compactCards,
}: Omit<DataTableProps<TRow>, 'layout' | 'actionsWidth'> & {
  actionsHeader: string;
  columnsOfCards: boolean;
}) {
  const heading = cardTitleLevel ? (`h${cardTitleLevel}` as const) : undefined;
  if (compactCards) {
    return (
      <StyledCardList aria-label={ariaLabel} $columns={columnsOfCards}>
        {rows.map((row) => (
          <StyledCompactCard key={rowKey(row)}>
            <StyledCompactHeader>
              <StyledCardTitle as={heading}>{title.cell(row)}</StyledCardTitle>
              {actions ? (
                <StyledCompactActions role="group" aria-label={actionsHeader}>
                  {actions(row)}
                </StyledCompactActions>
              ) : null}
            </StyledCompactHeader>
            <StyledCompactFields>
              {columns.map((column) => (
                <div key={column.header}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </StyledCompactFields>
          </StyledCompactCard>
        ))}
      </StyledCardList>
    );
  }
  return (
    <StyledCardList aria-label={ariaLabel} $columns={columnsOfCards}>
      {rows.map((row) => (
        <StyledRowCard key={rowKey(row)}>
          <StyledCardTitle as={heading}>{title.cell(row)}</StyledCardTitle>
          {columns.length > 0 ? (
            <StyledFields>
              {columns.map((column) => (
                <StyledField key={column.header}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </StyledField>
              ))}
            </StyledFields>
          ) : null}
          {actions ? (
            <StyledCardActions role="group" aria-label={actionsHeader}>
              {actions(row)}
            </StyledCardActions>
          ) : null}
        </StyledRowCard>
      ))}
    </StyledCardList>
  );
}

/**
 * A list of records with the same facts and actions on every screen: a table on a wide one, a stack
 * of cards on a phone (D19), so nothing scrolls sideways. Build every list of the product with it.
 */
export function DataTable<TRow>({
  layout = 'auto',
  actionsHeader = 'Akcje',
  ...props
}: DataTableProps<TRow>) {
  const phone = usePhoneLayout();
  if (layout === 'cards' || (layout === 'auto' && phone)) {
    return <RowCards {...props} actionsHeader={actionsHeader} columnsOfCards={layout === 'cards'} />;
  }
  const { 'aria-label': ariaLabel, rows, rowKey, title, columns, actions, actionsWidth } = props;
  const all = [title, ...columns];
  return (
    <Table aria-label={ariaLabel}>
      <THead>
        <Tr>
          {all.map((column) => (
            <Th
              key={column.header}
              align={column.align}
              style={column.width ? { width: column.width } : undefined}
            >
              {column.header}
            </Th>
          ))}
          {actions ? (
            <Th align="right" style={actionsWidth ? { width: actionsWidth } : undefined}>
              {actionsHeader}
            </Th>
          ) : null}
        </Tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={rowKey(row)}>
            {all.map((column) => (
              <Td key={column.header} align={column.align} muted={column.muted}>
                {column.cell(row)}
              </Td>
            ))}
            {actions ? (
              <Td align="right">
                <StyledTableActions>{actions(row)}</StyledTableActions>
              </Td>
            ) : null}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
