import { clearDraftsAfterSignOut } from '@ppp/ui';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ChromeApp } from './ChromeApp.tsx';

// The chrome as a single-spa application, always active.

const CHROME_ELEMENT_ID = 'ppp-chrome';
let root: Root | null = null;

export async function bootstrap() {}

export async function mount() {
  // D20: a sign-out that happened leaves no form drafts behind.
  clearDraftsAfterSignOut();
  const element = document.getElementById(CHROME_ELEMENT_ID);
  if (!element) throw new Error(`#${CHROME_ELEMENT_ID} is missing from index.html`);
  root = createRoot(element, { identifierPrefix: 'chrome-' });
  root.render(
    <StrictMode>
      <ChromeApp />
    </StrictMode>,
  );
}

export async function unmount() {
  root?.unmount();
  root = null;
}
