import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { declarationsFor } from '../../test/styleRules.ts';
import { themes } from '../../theme/theme.ts';
import { Switch } from './Switch.tsx';

afterEach(cleanup);

describe('Switch', () => {
  it('is a labelled switch that toggles with a click, Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Switch label="Aktywny" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Aktywny' });
    expect(control.getAttribute('aria-checked')).toBe('false');

    await user.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');

    await user.keyboard(' ');
    expect(control.getAttribute('aria-checked')).toBe('false');

    await user.keyboard('{Enter}');
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows the checked prop when controlled', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Switch aria-label="Domyślny" checked={false} />);
    await user.click(screen.getByRole('switch', { name: 'Domyślny' }));
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it.each(Object.values(themes))(
    'keeps a two-tone focus ring that reads against its own brand fill when on ($mode)',
    (theme) => {
      render(
        <ThemeProvider theme={theme}>
          <Switch aria-label="Aktywny" defaultChecked />
        </ThemeProvider>,
      );
      const control = screen.getByRole('switch', { name: 'Aktywny' });
      expect(control.getAttribute('aria-checked')).toBe('true');
      expect(declarationsFor(control, ':focus-visible')).toContain(
        `box-shadow:${theme.shadows.focusOnFill.replace(', ', ',')}`,
      );
    },
  );
});
