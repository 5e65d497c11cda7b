// Design tokens of the kit. Two palettes share one scale of spacing, radii, type and shadows.

export type ThemeMode = 'light' | 'dark';

export interface ThemeColors {
  /** Page background behind cards. */
  background: string;
  /** Cards, dialogs, inputs. */
  surface: string;
  /** Table headers, hovered rows, muted panels. */
  surfaceMuted: string;
  /** Subtle hover fill of ghost controls. */
  surfaceHover: string;
  border: string;
  borderStrong: string;
  /** The outline of a form control (input, checkbox, switch): at least 3:1 against the surface. */
  controlBorder: string;
  text: string;
  textMuted: string;
  textSubtle: string;
  /** Solid brand fill (primary buttons, active tabs). */
  primary: string;
  primaryHover: string;
  primaryActive: string;
  onPrimary: string;
  /** Brand blue used as text or icon on a surface (links). */
  primaryText: string;
  primarySoft: string;
  /** Fill of secondary buttons. */
  secondary: string;
  secondaryHover: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerText: string;
  dangerSoft: string;
  success: string;
  successText: string;
  successSoft: string;
  warning: string;
  warningText: string;
  warningSoft: string;
  neutralSoft: string;
  neutralText: string;
  focusRing: string;
  /**
   * The outer ring of the two-tone focus ring of filled controls (primary buttons, switched-on
   * toggles): at least 3:1 against the page and the surface; a gap in the surface colour parts it
   * from the control's own fill, which holds 3:1 against that gap.
   */
  focusRingStrong: string;
  /** The same for destructive controls. */
  focusRingDanger: string;
  overlay: string;
  inputBackground: string;
  disabledBackground: string;
}

const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

const radii = { sm: '4px', md: '6px', lg: '8px', xl: '12px', full: '9999px' } as const;

const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, monospace",
} as const;

const fontSizes = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '18px',
  '2xl': '22px',
  '3xl': '28px',
} as const;

const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

const lineHeights = { tight: 1.25, snug: 1.375, normal: 1.5 } as const;

const breakpoints = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' } as const;

const zIndices = { sticky: 10, dropdown: 100, overlay: 1000, modal: 1010, toast: 1100 } as const;

const transitions = { fast: '120ms ease', normal: '180ms ease' } as const;

/**
 * The page's frame: the shell's sticky header (its bar and bottom border), which anything that
 * sticks or scrolls into view below it has to clear.
 */
const layout = { headerHeight: 61 } as const;

/** Sizes of controls (buttons, inputs) so a button and an input on one row line up. */
const controlHeights = { sm: '32px', md: '36px', lg: '44px' } as const;

export interface Theme {
  mode: ThemeMode;
  colors: ThemeColors;
  space: typeof space;
  radii: typeof radii;
  fonts: typeof fonts;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  breakpoints: typeof breakpoints;
  zIndices: typeof zIndices;
  transitions: typeof transitions;
  controlHeights: typeof controlHeights;
  layout: typeof layout;
  shadows: {
    sm: string;
    md: string;
    lg: string;
    focus: string;
    focusDanger: string;
    /** Two-tone ring of filled controls: a 2 px gap in the surface colour, then a 2 px ring. */
    focusOnFill: string;
    focusOnFillDanger: string;
  };
}

/** A focus ring readable against a control's own fill and against the page alike. */
const twoToneRing = (gap: string, ring: string) => `0 0 0 2px ${gap}, 0 0 0 4px ${ring}`;

const scale = {
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  zIndices,
  transitions,
  controlHeights,
  layout,
};

const lightColors: ThemeColors = {
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceMuted: '#f3f4f6',
  surfaceHover: '#eef0f3',
  border: '#e2e5ea',
  borderStrong: '#c9ced6',
  controlBorder: '#8a93a0',
  text: '#151a21',
  textMuted: '#535d6b',
  textSubtle: '#5f6875',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryActive: '#1e3a8a',
  onPrimary: '#ffffff',
  primaryText: '#1d4ed8',
  primarySoft: '#e8effd',
  secondary: '#e6e9ee',
  secondaryHover: '#dadee5',
  danger: '#c62828',
  dangerHover: '#a61f1f',
  onDanger: '#ffffff',
  dangerText: '#b3261e',
  dangerSoft: '#fdecec',
  success: '#15803d',
  successText: '#166534',
  successSoft: '#e6f6ec',
  warning: '#b45309',
  warningText: '#92400e',
  warningSoft: '#fdf3e1',
  neutralSoft: '#eef0f3',
  neutralText: '#3d4652',
  focusRing: 'rgba(29, 78, 216, 0.85)',
  focusRingStrong: '#1d4ed8',
  focusRingDanger: '#c62828',
  overlay: 'rgba(15, 20, 28, 0.5)',
  inputBackground: '#ffffff',
  disabledBackground: '#eef0f3',
};

const darkColors: ThemeColors = {
  background: '#0e1117',
  surface: '#161b22',
  surfaceMuted: '#1c222b',
  surfaceHover: '#232a34',
  border: '#2a313c',
  borderStrong: '#3b4451',
  controlBorder: '#6b7585',
  text: '#e6e9ee',
  textMuted: '#a3acb9',
  textSubtle: '#8f99a8',
  primary: '#2f6bed',
  primaryHover: '#4a80f0',
  primaryActive: '#2558c9',
  onPrimary: '#ffffff',
  primaryText: '#7fa9ff',
  primarySoft: 'rgba(72, 128, 245, 0.16)',
  secondary: '#262d38',
  secondaryHover: '#2f3744',
  danger: '#c93030',
  dangerHover: '#b52828',
  onDanger: '#ffffff',
  dangerText: '#ff9b95',
  dangerSoft: 'rgba(229, 72, 72, 0.16)',
  success: '#2ea55a',
  successText: '#7ddc9c',
  successSoft: 'rgba(46, 165, 90, 0.16)',
  warning: '#d98a1c',
  warningText: '#f6c56b',
  warningSoft: 'rgba(217, 138, 28, 0.16)',
  neutralSoft: '#252c36',
  neutralText: '#c5ccd6',
  focusRing: 'rgba(127, 169, 255, 0.6)',
  focusRingStrong: '#7fa9ff',
  focusRingDanger: '#ff9b95',
  overlay: 'rgba(0, 0, 0, 0.62)',
  inputBackground: '#0f141a',
  disabledBackground: '#1c222b',
};

export const lightTheme: Theme = {
  mode: 'light',
  colors: lightColors,
  ...scale,
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.06)',
    lg: '0 20px 40px rgba(16, 24, 40, 0.18), 0 4px 12px rgba(16, 24, 40, 0.08)',
    focus: `0 0 0 3px ${lightColors.focusRing}`,
    focusDanger: '0 0 0 3px rgba(198, 40, 40, 0.35)',
    focusOnFill: twoToneRing(lightColors.surface, lightColors.focusRingStrong),
    focusOnFillDanger: twoToneRing(lightColors.surface, lightColors.focusRingDanger),
  },
};

const darkTheme: Theme = {
  mode: 'dark',
  colors: darkColors,
  ...scale,
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 24px 48px rgba(0, 0, 0, 0.6), 0 4px 12px rgba(0, 0, 0, 0.4)',
    focus: `0 0 0 3px ${darkColors.focusRing}`,
    focusDanger: '0 0 0 3px rgba(255, 120, 120, 0.45)',
    focusOnFill: twoToneRing(darkColors.surface, darkColors.focusRingStrong),
    focusOnFillDanger: twoToneRing(darkColors.surface, darkColors.focusRingDanger),
  },
};

export const themes: Record<ThemeMode, Theme> = { light: lightTheme, dark: darkTheme };
