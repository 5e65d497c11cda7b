import styled from 'styled-components';

// Layout pieces shared by the catalogue blocks and their dialogs.

/** Fields of a dialog form in two columns; `wide` children take the whole row. */
export const StyledFormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  & > .wide {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The buttons in a table row's last cell, aligned to the right. */
export const StyledRowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A stack of sections inside a dialog. */
export const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** A titled list with its form under it. */
export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledSectionTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** An inline form under a list inside a dialog (the dialog styles every form as a column). */
export const StyledInlineForm = styled.form<{ $columns?: string }>`
  && {
    display: grid;
    grid-template-columns: ${({ $columns = 'minmax(0, 2fr) minmax(0, 1fr) auto' }) => $columns};
    gap: ${({ theme }) => theme.space[3]};
    align-items: start;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    && {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** The title and notes of an inline form, across its whole width. */
export const StyledInlineFormTitle = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The buttons of an inline form, lined up with the inputs (below their labels). */
export const StyledInlineButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: 26px;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding-top: 0;
  }
`;

export const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export { StyledHeaderRow, StyledTitleRow } from '@ppp/ui';
