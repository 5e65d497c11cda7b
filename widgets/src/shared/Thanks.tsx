/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export interface ThanksProps {
  /** What was saved and its number. */
  lead: ComponentChildren;
  /** What the company does with it, one sentence. */
  next: string;
  children?: ComponentChildren;
}

/**
 * The thank-you that replaces a sent form (D22): it says what happens next, comes into view and takes
 * the focus, so that on a phone the visitor sees it at once and has no send button left to press again.
 */
export function Thanks({ lead, next, children }: ThanksProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = box.current as HTMLDivElement;
    region.focus({ preventScroll: true });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    region.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, []);
  return (
    <div class="ok" role="status" tabIndex={-1} ref={box}>
      <h2>Dziękujemy!</h2>
      <p>{lead}</p>
      <p>Co dalej? {next} Odpowiemy e-mailem lub telefonicznie. Kontaktując się z nami, podaj ten numer.</p>
      {children}
    </div>
  );
}
