import { describe, expect, it } from 'vitest';
import { themes } from './theme.ts';

// WCAG 2 relative luminance and contrast ratio of two opaque #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe.each(Object.values(themes))('the two-tone focus ring of filled controls ($mode)', (theme) => {
  const { colors, shadows } = theme;
  // The gap (inner ring) is drawn in the surface colour; the outer ring in the strong ring colour.
  const gap = colors.surface;

  it('is a surface-coloured gap and then the ring', () => {
    expect(shadows.focusOnFill).toBe(`0 0 0 2px ${gap}, 0 0 0 4px ${colors.focusRingStrong}`);
    expect(shadows.focusOnFillDanger).toBe(`0 0 0 2px ${gap}, 0 0 0 4px ${colors.focusRingDanger}`);
  });

  it.each([
    ['a primary button', 'primary'],
    ['a switched-on switch or a ticked box', 'primary'],
    ['a switched-off switch', 'controlBorder'],
    ['a destructive button', 'danger'],
  ] as const)('parts itself from the fill of %s by at least 3:1', (_control, fill) => {
    expect(contrast(gap, colors[fill])).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['the page', 'background'],
    ['a card or dialog', 'surface'],
    ['a dialog footer or table header', 'surfaceMuted'],
    ['the tint of a menu item the arrow keys reached', 'surfaceHover'],
  ] as const)('stands out from %s by at least 3:1', (_place, around) => {
    expect(contrast(colors.focusRingStrong, colors[around])).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focusRingDanger, colors[around])).toBeGreaterThanOrEqual(3);
  });

  it('stands out from its own gap by at least 3:1', () => {
    expect(contrast(colors.focusRingStrong, gap)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focusRingDanger, gap)).toBeGreaterThanOrEqual(3);
  });
});
