import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { type ThemeMode, themes } from '../theme/theme.ts';

export interface ThemeSideBySideProps {
  children: ReactNode;
  /** Lay the panels out in a column when the content is wide (tables, pages). */
  stacked?: boolean;
}

export const StyledThemeGrid = styled.div<{ $stacked: boolean }>`
  display: grid;
  grid-template-columns: 1fr;
  min-height: 100vh;

  @media (min-width: 1000px) {
    grid-template-columns: ${({ $stacked }) => ($stacked ? '1fr' : '1fr 1fr')};
  }
`;

export const StyledThemePanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledThemePanelTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const panelTitles: Record<ThemeMode, string> = { light: 'Motyw jasny', dark: 'Motyw ciemny' };

/** Renders the same content in the light and the dark theme, side by side (catalog stories). */
export function ThemeSideBySide({ children, stacked = false }: ThemeSideBySideProps) {
  return (
    <StyledThemeGrid $stacked={stacked}>
      {(['light', 'dark'] as const).map((mode) => (
        <ThemeProvider key={mode} theme={themes[mode]}>
          <StyledThemePanel data-theme={mode}>
            <StyledThemePanelTitle>{panelTitles[mode]}</StyledThemePanelTitle>
            {children}
          </StyledThemePanel>
        </ThemeProvider>
      ))}
    </StyledThemeGrid>
  );
}

/** A labelled row of variants inside a catalog. */
export const StyledCatalogSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledCatalogLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledCatalogRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export function CatalogSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <StyledCatalogSection>
      <StyledCatalogLabel>{label}</StyledCatalogLabel>
      <StyledCatalogRow>{children}</StyledCatalogRow>
    </StyledCatalogSection>
  );
}
