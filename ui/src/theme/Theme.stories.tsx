import type { Meta, StoryObj } from '@storybook/react-vite';
import styled, { useTheme } from 'styled-components';
import { Button } from '../components/Button/Button.tsx';
import { IconMoon, IconSun } from '../icons/icons.tsx';
import { ThemeSideBySide } from '../storybook/ThemeSideBySide.tsx';
import { useThemeMode } from './ThemeModeProvider.tsx';
import type { ThemeColors } from './theme.ts';

const meta = {
  title: 'Theme/Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const StyledSwatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledSwatch = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledChip = styled.div`
  height: 44px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledSwatchText = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[2]};

  code {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Palette() {
  const theme = useTheme();
  return (
    <StyledSwatches>
      {(Object.keys(theme.colors) as (keyof ThemeColors)[]).map((name) => (
        <StyledSwatch key={name}>
          <StyledChip style={{ background: theme.colors[name] }} />
          <StyledSwatchText>
            <strong>{name}</strong>
            <code>{theme.colors[name]}</code>
          </StyledSwatchText>
        </StyledSwatch>
      ))}
    </StyledSwatches>
  );
}

export const Default: Story = { render: () => <Palette /> };

export const Catalog: Story = {
  render: () => (
    <ThemeSideBySide>
      <Palette />
    </ThemeSideBySide>
  ),
};

function ModeSwitch() {
  const { mode, toggle } = useThemeMode();
  return (
    <div style={{ padding: 24 }}>
      <Button variant="outline" onClick={toggle}>
        {mode === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />}
        {mode === 'dark' ? 'Motyw jasny' : 'Motyw ciemny'}
      </Button>
    </div>
  );
}

/** The shared mode store (useThemeMode) that every micro-frontend root follows. */
export const ModeStore: Story = { render: () => <ModeSwitch /> };
