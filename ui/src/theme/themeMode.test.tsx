import { act, cleanup, render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Provider = typeof import('./ThemeModeProvider.tsx');

let useFreshThemeMode: Provider['useThemeMode'] = () => {
  throw new Error('loadStore() first');
};

// Each test loads a fresh copy of the store, as a fresh page would.
async function loadStore() {
  vi.resetModules();
  const store = await import('./themeModeStore.ts');
  const provider = await import('./ThemeModeProvider.tsx');
  useFreshThemeMode = provider.useThemeMode;
  return store;
}

function ModeLabel({ testId }: { testId: string }) {
  const { mode, toggle } = useFreshThemeMode();
  return (
    <button type="button" data-testid={testId} onClick={toggle}>
      {mode}
    </button>
  );
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(cleanup);

describe('theme mode', () => {
  it('starts light when nothing is stored', async () => {
    const { getThemeMode } = await loadStore();
    expect(getThemeMode()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('remembers the mode in localStorage under ppp-theme', async () => {
    const { setThemeMode, toggleThemeMode } = await loadStore();
    setThemeMode('dark');
    expect(localStorage.getItem('ppp-theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    toggleThemeMode();
    expect(localStorage.getItem('ppp-theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('restores the stored mode on the next page load', async () => {
    localStorage.setItem('ppp-theme', 'dark');
    const { getThemeMode } = await loadStore();
    expect(getThemeMode()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('ignores an unknown stored value', async () => {
    localStorage.setItem('ppp-theme', 'sepia');
    const { getThemeMode } = await loadStore();
    expect(getThemeMode()).toBe('light');
  });

  it('switching in one React root updates every other root', async () => {
    await loadStore();
    const { getByTestId } = render(<ModeLabel testId="shell" />);
    const areaContainer = document.createElement('div');
    document.body.append(areaContainer);
    const areaRoot = createRoot(areaContainer);
    act(() => areaRoot.render(<ModeLabel testId="area" />));

    act(() => getByTestId('shell').click());
    expect(getByTestId('shell').textContent).toBe('dark');
    expect(areaContainer.textContent).toBe('dark');

    act(() => (areaContainer.querySelector('button') as HTMLButtonElement).click());
    expect(getByTestId('shell').textContent).toBe('light');
    act(() => areaRoot.unmount());
    areaContainer.remove();
  });
});
