import type { ThemeMode } from './theme.ts';

// The theme mode is a module-level store, not React state: every micro-frontend mounts its own
// React root but shares this module (a federation singleton), so one switch updates every root.

const THEME_STORAGE_KEY = 'ppp-theme';

type Listener = () => void;

const listeners = new Set<Listener>();
let currentMode: ThemeMode = readStoredMode();
applyToDocument(currentMode);

function readStoredMode(): ThemeMode {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage can be blocked (privacy settings); the default still works.
    return 'light';
  }
}

function applyToDocument(mode: ThemeMode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getThemeMode(): ThemeMode {
  return currentMode;
}

export function setThemeMode(mode: ThemeMode): void {
  if (mode === currentMode) return;
  currentMode = mode;
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Not persisted, but the switch still applies to this page.
  }
  applyToDocument(mode);
  emit();
}

export function toggleThemeMode(): void {
  setThemeMode(currentMode === 'dark' ? 'light' : 'dark');
}

export function subscribeThemeMode(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab changed the theme: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const next: ThemeMode = event.newValue === 'dark' ? 'dark' : 'light';
    if (next === currentMode) return;
    currentMode = next;
    applyToDocument(next);
    emit();
  });
}
