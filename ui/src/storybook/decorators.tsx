import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle.ts';
import { type ThemeMode, themes } from '../theme/theme.ts';
import { setThemeMode } from '../theme/themeModeStore.ts';

function ThemeFrame({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  // Keep the shared store in step, so components reading useThemeMode() agree with the toolbar.
  useEffect(() => setThemeMode(mode), [mode]);
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/** Applies the theme chosen in the toolbar (global `theme`) and the global styles. */
export const withTheme: Decorator = (Story, context) => (
  <ThemeFrame mode={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeFrame>
);

/** For components with links (PageHeader, ErrorState): a router in memory at `/`. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

/** The toolbar switch between the light and the dark theme. */
export const themeGlobalTypes = {
  theme: {
    description: 'Motyw',
    toolbar: {
      title: 'Motyw',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Jasny', icon: 'sun' },
        { value: 'dark', title: 'Ciemny', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
};
