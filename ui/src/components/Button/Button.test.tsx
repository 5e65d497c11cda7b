import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { declarationsFor } from '../../test/styleRules.ts';
import { themes } from '../../theme/theme.ts';
import { Button } from './Button.tsx';

afterEach(cleanup);

describe.each(Object.values(themes))('Button focus ring ($mode)', (theme) => {
  it.each([
    ['primary', theme.shadows.focusOnFill],
    ['outline', theme.shadows.focusOnFill],
    ['destructive', theme.shadows.focusOnFillDanger],
  ] as const)('draws the two-tone ring around a %s button on keyboard focus', (variant, ring) => {
    render(
      <ThemeProvider theme={theme}>
        <Button variant={variant}>Zapisz</Button>
      </ThemeProvider>,
    );
    const focus = declarationsFor(screen.getByRole('button', { name: 'Zapisz' }), ':focus-visible');
    expect(focus).toContain(`box-shadow:${ring.replace(', ', ',')}`);
    expect(focus).toContain('outline:2px solid transparent');
  });
});
