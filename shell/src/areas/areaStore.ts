// What the shell knows about the areas: the manifest's applications once loaded. The chrome reads
// it to tell an area's path from an unknown one, and to show the load-error panel.
import type { MicrofrontendManifest } from '@ppp/domain';

export type AreaApplication = MicrofrontendManifest['applications'][number];

export type AreaState =
  /** Not asked for yet: the areas load the first time a path outside the chrome is shown. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; applications: AreaApplication[] }
  | { status: 'error'; error: unknown };

type Listener = () => void;

let state: AreaState = { status: 'idle' };
const listeners = new Set<Listener>();

export function getAreaState(): AreaState {
  return state;
}

export function setAreaState(next: AreaState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeAreaState(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
