import { type ReactNode, useSyncExternalStore } from 'react';
import { ThemeProvider } from 'styled-components';
import { type ThemeMode, themes } from './theme.ts';
import { getThemeMode, setThemeMode, subscribeThemeMode, toggleThemeMode } from './themeModeStore.ts';

export interface ThemeModeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const serverMode = (): ThemeMode => 'light';

/** The current theme mode, shared by every React root of the page. */
export function useThemeMode(): ThemeModeState {
  const mode = useSyncExternalStore(subscribeThemeMode, getThemeMode, serverMode);
  return { mode, setMode: setThemeMode, toggle: toggleThemeMode };
}

export interface ThemeModeProviderProps {
  children: ReactNode;
}

/**
 * Provides the styled-components theme of the current mode. Mount one in every React root
 * (the shell and each micro-frontend); the GlobalStyle is rendered once, by the shell.
 */
export function ThemeModeProvider({ children }: ThemeModeProviderProps) {
  const { mode } = useThemeMode();
  return <ThemeProvider theme={themes[mode]}>{children}</ThemeProvider>;
}
