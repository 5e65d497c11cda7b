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

describe('Button while its action runs', () => {
  it('keeps the keyboard focus and blocks clicks: busy and aria-disabled, not natively disabled', () => {
    let clicks = 0;
    const { rerender } = render(
      <ThemeProvider theme={themes.light}>
        <Button onClick={() => clicks++}>Zapisz</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Zapisz' });
    button.focus();
    rerender(
      <ThemeProvider theme={themes.light}>
        <Button loading onClick={() => clicks++}>
          Zapisz
        </Button>
      </ThemeProvider>,
    );
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    button.click();
    expect(clicks).toBe(0);
  });

  it('is natively disabled when told so', () => {
    render(
      <ThemeProvider theme={themes.light}>
        <Button disabled>Zapisz</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Zapisz' }).hasAttribute('disabled')).toBe(true);
  });
});
