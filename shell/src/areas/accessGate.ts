// Areas may mount only for a signed-in, approved and active user. The chrome knows the user;
// the root config asks this gate in every activity function.
import { triggerAppChange } from 'single-spa';

let open = false;

export function isAccessOpen(): boolean {
  return open;
}

/** Called by the chrome when the user's access state settles or changes. */
export function setAccessOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  void triggerAppChange();
}
